/**
 * The two AWS services a bundled download task calls besides DynamoDB and S3, for
 * `npm run bench:bipro`: Secrets Manager (GetSecretValue: the access's password, from the local
 * stack's secrets file) and Step Functions (StartExecution: the follow-up run "Abholung
 * abschliessen" starts — noted, the bench runs it itself). A bundle has its own copy of the
 * secrets port and of the pipeline starter, so the in-process stand-ins (infra/local/geheimnisse.ts,
 * setzeStreckenStarter) cannot reach it; it reaches these by the SDK's endpoint variables
 * (`AWS_ENDPOINT_URL_SECRETS_MANAGER`, `AWS_ENDPOINT_URL_SFN`), as in AWS by the real ones.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { lokaleGeheimnisse } from '../geheimnisse';

/** The secrets' name prefix the tasks get (GEHEIMNIS_PRAEFIX), taken off again here. */
export const BENCH_GEHEIMNIS_PRAEFIX = 'bench/';

export interface AwsStellvertreter {
  /** The endpoint variables for the tasks' environment. */
  umgebung: Record<string, string>;
  /** The inputs of the executions started, in order. */
  gestartet: unknown[];
  beenden: () => Promise<void>;
}

export async function starteAwsStellvertreter(geheimnisDatei: string): Promise<AwsStellvertreter> {
  const gestartet: unknown[] = [];
  const server = createServer((req, res) => {
    const teile: Buffer[] = [];
    req.on('data', (t: Buffer) => teile.push(t));
    req.on('end', () => {
      void (async () => {
        const ziel = String(req.headers['x-amz-target'] ?? '');
        const anfrage = JSON.parse(Buffer.concat(teile).toString() || '{}') as Record<string, string>;
        const antworten = (status: number, inhalt: unknown) => {
          const text = JSON.stringify(inhalt);
          res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' });
          res.end(text);
        };
        if (ziel === 'secretsmanager.GetSecretValue') {
          const name = String(anfrage.SecretId).slice(BENCH_GEHEIMNIS_PRAEFIX.length);
          const wert = await lokaleGeheimnisse(geheimnisDatei).lesen(name);
          if (wert === undefined)
            return antworten(400, { __type: 'ResourceNotFoundException', message: 'unbekannt' });
          return antworten(200, { ARN: `arn:bench:${name}`, Name: anfrage.SecretId, SecretString: wert });
        }
        if (ziel === 'AWSStepFunctions.StartExecution') {
          gestartet.push(JSON.parse(anfrage.input ?? 'null'));
          return antworten(200, {
            executionArn: `${anfrage.stateMachineArn}:${anfrage.name}`,
            startDate: Date.now() / 1000,
          });
        }
        antworten(400, { __type: 'UnknownOperationException', message: ziel });
      })();
    });
  });
  await new Promise<void>((fertig) => server.listen(0, '127.0.0.1', fertig));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    umgebung: {
      AWS_ENDPOINT_URL_SECRETS_MANAGER: url,
      AWS_ENDPOINT_URL_SFN: url,
      GEHEIMNIS_PRAEFIX: BENCH_GEHEIMNIS_PRAEFIX,
    },
    gestartet,
    beenden: () =>
      new Promise((fertig) => {
        server.closeAllConnections();
        server.close(() => fertig());
      }),
  };
}

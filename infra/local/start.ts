/**
 * `npm start`: the whole system locally. Data lives in .local/ and survives a restart;
 * `npm start -- --reset` starts from fresh demo data (master data, users, and demo deliveries read
 * and evaluated through the API: demo/lieferungen.ts).
 */
import { existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEMO_BENUTZER, DEMO_PASSWORT } from './demo/benutzer';
import { demoAbholungen, demoZugaengeEinrichten, starteDemoVersicherer } from './demo/abholung';
import { demoLieferungenEinspielen } from './demo/lieferungen';
import { starteLokalenStack } from './stack';

const wurzel = resolve(import.meta.dirname, '../..');
const datenVerzeichnis = resolve(wurzel, '.local');
if (process.argv.includes('--reset') && existsSync(datenVerzeichnis)) {
  rmSync(datenVerzeichnis, { recursive: true, force: true });
  console.log('Lokale Daten zurückgesetzt.');
}

const beginn = Date.now();
// The simulated insurers behind the demo accesses (a development tool: nothing of it is deployed).
const demoVersicherer = await starteDemoVersicherer(datenVerzeichnis);
const stack = await starteLokalenStack({
  datenVerzeichnis,
  dauerhaft: true,
  port: Number(process.env.PORT ?? 4280),
  webDist: resolve(wurzel, 'web/dist'),
  protokollieren: true,
});

console.log(`
Lieferdesk läuft lokal (bereit nach ${((Date.now() - beginn) / 1000).toFixed(1)} s): ${stack.url}

  API:        ${stack.url}/MSC3/restful (${stack.routen} Routen)
  DynamoDB:   ${stack.dynamoEndpoint} (Tabelle ${stack.tabelle})
  S3:         ${stack.s3Endpoint} (Buckets ${Object.values(stack.buckets).join(', ')})
  Cognito:    ${stack.cognito.endpoint} (Pool ${stack.cognito.userPoolId})
  BiPRO:      ${demoVersicherer.versicherer.map((v) => `${v.demo.name} ${v.sim.transferUrl}`).join(', ')} (simuliert)

${
  stack.abgebrocheneDateien.length
    ? `Beim letzten Beenden liefen noch Läufe; als abgebrochen markiert (im Import-Monitor fortsetzbar): Datei-Nr. ${stack.abgebrocheneDateien.join(', ')}

`
    : ''
}Demo-Benutzer (Passwort für alle: ${DEMO_PASSWORT}):
${DEMO_BENUTZER.map((b) => `  ${b.username.padEnd(14)} ${b.rollen.join(', ')}${b.maklernr ? ` (Makler ${b.maklernr})` : ''}`).join('\n')}

Beenden mit Strg+C.`);

// Fresh data: the demo deliveries come in as deliveries do, so the first visit shows work.
if (stack.tabelleNeu) {
  console.log('Demo-Lieferungen werden eingelesen und ausgewertet …');
  demoLieferungenEinspielen(stack).then(
    (ids) => console.log(`Demo-Lieferungen bereit: Datei-Nr. ${ids.join(', ')} und eine Ablage im Eingang.`),
    (fehler: unknown) => console.error(`Demo-Lieferungen fehlgeschlagen: ${String(fehler)}`),
  );
}
// The demo accesses: on fresh data created and picked up once; later pointed at the insurers' ports.
demoZugaengeEinrichten(stack, demoVersicherer.versicherer)
  .then(async (ids) => {
    if (!stack.tabelleNeu) return;
    console.log('Demo-Abholungen (BiPRO) laufen …');
    const zeilen = await demoAbholungen(stack, ids);
    console.log(
      `Demo-Abholungen fertig: ${zeilen.map((z) => `${z.gesellschaft} ${z.postdokumenteZugeordnet + z.postdokumenteNichtZugeordnet} Dokumente`).join(', ')}.`,
    );
  })
  .catch((fehler: unknown) => console.error(`Demo-Abholungen fehlgeschlagen: ${String(fehler)}`));

let beendet = false;
const beenden = async () => {
  if (beendet) return;
  beendet = true;
  console.log('\nWird beendet …');
  await stack.beenden();
  await demoVersicherer.beenden();
  process.exit(0);
};
process.on('SIGINT', () => void beenden());
process.on('SIGTERM', () => void beenden());

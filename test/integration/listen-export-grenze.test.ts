/**
 * The lists' Excel export bound at the API (issue 24 §2), on a stack of its own whose export bound
 * is lowered to five rows (`LISTEN_EXPORT_GRENZE`; 100,000 in the product): a search of five rows
 * exports, the job of one of six fails with the German message (its status answers 409, no link)
 * — and the refused export leaves nothing in the documents bucket: its upload was aborted, no
 * half-written file is handed out. Its own stack, because the bound is the environment of the
 * stack's handlers (the export route hands it to the run).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_PRAEFIX } from '@lieferdesk/events';
import { LISTEN_EXPORT_TEXTE, ROUTEN } from '@lieferdesk/shared';
import { datenbankFuer } from '@lieferdesk/functions/data/datenbank';
import { biproDateienRepository } from '@lieferdesk/functions/data/repositories/biproDateien';
import { monatVon } from '@lieferdesk/functions/domain/buchung/gebuehr';
import { LISTEN_EXPORT_GRENZE_VARIABLE } from '@lieferdesk/functions/konfiguration';
import { starteLokalenStack, type LokalerStack } from '../../infra/local/stack';
import { exportAbwarten } from '../helpers/listenExport';
import { eindeutigeMarke } from '../helpers/eindeutig';

const GRENZE = 5;
const marke = eindeutigeMarke();
const verzeichnis = mkdtempSync(join(tmpdir(), 'lieferdesk-exportgrenze-'));
let stack: LokalerStack;

/** The objects under export/ in the stack's documents bucket. */
async function exporte(): Promise<string[]> {
  const s3 = new S3Client({
    endpoint: stack.s3Endpoint,
    region: 'eu-central-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const antwort = await s3.send(
    new ListObjectsV2Command({ Bucket: stack.buckets.dokumente, Prefix: EXPORT_PRAEFIX }),
  );
  return (antwort.Contents ?? []).map((o) => o.Key!);
}

beforeAll(async () => {
  // The stack's handlers run in this process and read its environment, as in Lambda.
  process.env[LISTEN_EXPORT_GRENZE_VARIABLE] = String(GRENZE);
  stack = await starteLokalenStack({ datenVerzeichnis: verzeichnis, dauerhaft: false, vorladen: false });
  const repo = biproDateienRepository(datenbankFuer(stack.tabelle, stack.dynamoEndpoint));
  const ids = await repo.neueIds(GRENZE + 1);
  const jetzt = new Date();
  // Five documents of broker 10001 and one of 20001, all with this file's agent number.
  for (const [i, id] of ids.entries()) {
    const angelegt = await repo.anlegen(
      {
        id,
        ziel: 'dokument',
        zugangId: 0,
        transferId: `grenze-${marke}`,
        nr: i + 1,
        sha256: eindeutigeMarke(64),
        fileSize: 1,
        mimeType: 'application/pdf',
        bucket: stack.buckets.inbox,
        key: `bipro/test/${marke}/${i}.pdf`,
        monat: monatVon(jetzt),
        creationDate: jetzt.toISOString(),
        zuordnung: 0,
        invisible: false,
        gesellschaftId: 3,
        maklernr: i < GRENZE ? '10001' : '20001',
        vermittlernummer: `G-${marke}`,
        fileName: `Grenze_${marke}_${i}.pdf`,
      },
      false,
    );
    expect(angelegt).toBe(true);
  }
}, 180_000);

afterAll(async () => {
  await stack?.beenden();
  delete process.env[LISTEN_EXPORT_GRENZE_VARIABLE];
  rmSync(verzeichnis, { recursive: true, force: true });
});

const exportieren = (als: string) =>
  exportAbwarten(ROUTEN.dokumenteExport, {
    stack,
    als,
    body: { filter: { vermittlernummer: `G-${marke}`, filterMode: 0 }, spalten: ['fileName'] },
  });

describe('Grenze des Excel-Exports', () => {
  it('exportiert bis zur Grenze und weist darüber ab, ohne eine Datei zu hinterlassen', async () => {
    // fa sees his five: exactly the bound.
    const bis = await exportieren('fa');
    expect(bis.start.status, JSON.stringify(bis.start.body)).toBe(200);
    expect(bis.stand!.status, JSON.stringify(bis.stand!.body)).toBe(200);
    expect(bis.stand!.body.datei.zeilen).toBe(GRENZE);
    expect(await exporte()).toHaveLength(1);

    // admin sees all six: one beyond the bound. The job starts, then fails cleanly.
    const darueber = await exportieren('admin');
    expect(darueber.start.status).toBe(200);
    expect(darueber.stand!.status).toBe(409);
    expect(darueber.stand!.body.message).toBe(LISTEN_EXPORT_TEXTE.zuViele(GRENZE.toLocaleString('de-DE')));
    expect(JSON.stringify(darueber.stand!.body)).not.toContain('http');
    expect(await exporte()).toHaveLength(1);
  });
});

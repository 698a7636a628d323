/**
 * Files that end early are not clean (reference §4 "Read"): a GDV file without its Nachsatz or
 * whose Nachsatz counts other records than were read, and an OMDS document cut off before its
 * root element closes, are read by the stack's read tasks — their lines imported — and carry a
 * file-level error with the German reason, which the import monitor's line shows (cross, reason)
 * and the workbench's line details name.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { LESE_TEXTE, MONITOR_TEXTE, ROUTEN } from '@lieferdesk/shared';
import type { Datenbank } from '@lieferdesk/functions/data/datenbank';
import { importDateienRepository } from '@lieferdesk/functions/data/repositories/importDateien';
import { importZeilenRepository, zeilenId } from '@lieferdesk/functions/data/repositories/importZeilen';
import { DATEI_STATUS } from '@lieferdesk/functions/domain/dateiStatus';
import { rufe } from '../helpers/api';
import { dateiEinlesen, eigenerInhalt, musterInhalt, stackUmgebung } from '../helpers/einlesen';
import { eingebautesBeispiel, gdvFixture } from '../fixtures';

let db: Datenbank;
beforeAll(() => {
  db = stackUmgebung();
});

async function monitorZeile(id: number) {
  const antwort = await rufe(ROUTEN.monitorFilter, { als: 'admin', body: { fileNumber: id } });
  expect(antwort.status, JSON.stringify(antwort.body)).toBe(200);
  expect(antwort.body.rows).toHaveLength(1);
  return antwort.body.rows[0] as {
    statusErrors?: string;
    numRows: number;
    numRowsError: number;
    iconMetadata: { icon: string };
    hasConfirmErrorsAction: boolean;
  };
}

/** The file read, its lines, its file-level error in the file record, the monitor and the line details. */
async function pruefeUnvollstaendig(id: number, grund: string, zeilen: number) {
  const datei = (await importDateienRepository(db).laden(id))!;
  expect(datei.status, datei.fehler).toBe(DATEI_STATUS.gelesen);
  expect(datei.dateiFehler).toBe(grund);
  const gelesen = await importZeilenRepository(db).bereich(id, 1, Number.MAX_SAFE_INTEGER);
  expect(gelesen).toHaveLength(zeilen);

  const zeile = await monitorZeile(id);
  expect(zeile).toMatchObject({
    statusErrors: MONITOR_TEXTE.status.dateiFehler(MONITOR_TEXTE.status.gelesen, grund, datei.numRowsError),
    iconMetadata: { icon: 'cross' },
    numRows: datei.numRows,
    hasConfirmErrorsAction: true,
  });

  const details = await rufe(ROUTEN.importZeileDetails, {
    als: 'admin',
    query: { id: zeilenId(id, gelesen[0]!.zeile) },
  });
  expect(details.status, JSON.stringify(details.body)).toBe(200);
  expect(details.body.values).toContainEqual({ label: 'Dateifehler', value: grund });
}

describe('Dateien, die zu früh enden', () => {
  it('GDV ohne Nachsatz: alle Zeilen eingelesen, ohne fehlerhafte Zeile, mit Dateifehler', async () => {
    const inhalt = eigenerInhalt(readFileSync(gdvFixture('missing_nachsatz.gdv')));
    const id = await dateiEinlesen(db, 'missing_nachsatz.gdv', inhalt);
    const grund = LESE_TEXTE.dateiUnvollstaendig([
      'Nachsatz 9999 fehlt: Datenpaket ab Zeile 1 endet ohne Nachsatz',
    ]);
    await pruefeUnvollstaendig(id, grund, 8);
    expect((await importDateienRepository(db).laden(id))!.numRowsError).toBe(0);
  });

  it('GDV, dessen Nachsatz eine andere Satzzahl nennt: eingelesen, mit Dateifehler', async () => {
    const text = musterInhalt().toString('latin1');
    const nachsatz = text.lastIndexOf('\n9999') + 1;
    const inhalt = Buffer.from(
      text.slice(0, nachsatz) + text.slice(nachsatz).replace('0162', '0161'),
      'latin1',
    );
    const id = await dateiEinlesen(db, 'muster_falscher_nachsatz.txt', inhalt);
    const grund = LESE_TEXTE.dateiUnvollstaendig([
      'Nachsatz nennt 161 Sätze, das Paket hat 162 zwischen Vor- und Nachsatz',
    ]);
    await pruefeUnvollstaendig(id, grund, 165);
  });

  it('der GDV-Muster mit stimmigem Nachsatz hat keinen Dateifehler', async () => {
    const id = await dateiEinlesen(db, 'muster_stimmig.txt', musterInhalt());
    expect((await importDateienRepository(db).laden(id))!.dateiFehler).toBeUndefined();
  });

  it('abgeschnittenes OMDS-Dokument: die Verträge bis zum Schnitt eingelesen, mit Dateifehler', async () => {
    const ganz = readFileSync(eingebautesBeispiel('omds-bestand-2024-03.xml'), 'utf8');
    // Cut inside the fourth contract's start tag: three contracts are complete.
    const vierter = ganz.split('<VERTRAG ', 4).join('<VERTRAG ').length;
    const inhalt = eigenerInhalt(Buffer.from(ganz.slice(0, vierter + 30), 'utf8'));
    const id = await dateiEinlesen(db, 'omds-bestand-abgeschnitten.xml', inhalt);
    const grund = LESE_TEXTE.dateiUnvollstaendig([LESE_TEXTE.xmlEndetVorzeitig(['OMDS', 'PAKET'])]);
    await pruefeUnvollstaendig(id, grund, 3);
  });
});

/**
 * Hostile delimited files (csv-erzeugen.ts) through the interface engine — the built-in
 * commission and dunning interfaces and a user-defined one — then evaluated against the demo
 * portfolio. Whatever the bytes: no exception but the engine's own refusal of the whole file
 * (DateiFehler, in German), one result per delivered line, every refusal with a German reason,
 * and every value read that begins like a formula neutralised before it reaches a spreadsheet.
 */
import { fc, it } from '@fast-check/vitest';
import type { Schnittstelle } from '@lieferdesk/shared';
import { describe, expect } from 'vitest';
import { werteAlleAus } from '../../src/domain/auswertung/auswerten';
import type { ZeilenErgebnis } from '../../src/formate/ergebnis';
import { DateiFehler, leseDatei } from '../../src/formate/schnittstellen';
import { eingebauteSchnittstellen } from '../../src/formate/schnittstellen/eingebaut';
import { csvZellText, zellText } from '../../src/dokumente/zelle';
import { schnittstelle } from '../formate/schnittstellen/hilfen';
import { csvBytes, csvFall, CSV_SAMEN, gelieferteTextZeilen } from './csv-erzeugen';
import {
  alle,
  DEMO_DATEN,
  laeufe,
  pruefeDeutschenGrund,
  stuecke,
  unbehandelteAblehnungenVerbieten,
  zaehleUndPruefe,
  zeitlimit,
} from './hilfen';

unbehandelteAblehnungenVerbieten();

const EINGEBAUT = eingebauteSchnittstellen();
const NACH_ID = new Map(EINGEBAUT.map((s) => [s.id, s]));

/** A user's own delimited interface: columns with conversions that can fail, its flags drawn. */
const eigeneSchnittstelle = fc
  .record({
    delimiter: fc.constantFrom(';', ',', '\t', 'TAB'),
    unicode: fc.boolean(),
    hideErrors: fc.boolean(),
    keepErrors: fc.boolean(),
  })
  .map(({ delimiter, ...flags }): Schnittstelle =>
    schnittstelle({
      ...flags,
      felder: [
        { name: 'Nummer', art: 0, delimiter, occurance: 1, conversion: 'text|pflicht' },
        { name: 'Betrag', art: 0, delimiter, occurance: 5, conversion: 'dezimal:de' },
        { name: 'Datum', art: 0, delimiter, occurance: 8, conversion: 'datum:TT.MM.JJJJ' },
        { name: 'Stufe', art: 0, delimiter, occurance: 3, conversion: 'ganzzahl|standard:0' },
        { name: 'Letzte', art: 0, delimiter, occurance: 10_000, conversion: 'text' },
      ],
    }),
  );

/** Every text value read, as the -4 export and the error-line CSV would write it. */
function pruefeNeutralisiert(ergebnisse: readonly ZeilenErgebnis[]): void {
  for (const e of ergebnisse)
    for (const wert of Object.values(e.felder ?? {})) {
      if (typeof wert !== 'string') continue;
      expect(zellText(wert)).not.toMatch(/^[=+\-@\t\r]/);
      for (const teil of csvZellText(wert).split(/[,;\r\n]/)) expect(teil).not.toMatch(/^[=+\-@\t\r]/);
    }
}

async function liesUndWerteAus(s: Schnittstelle, bytes: Buffer, stueck: number): Promise<void> {
  const geliefert = gelieferteTextZeilen(bytes, s.unicode);
  let ergebnisse: ZeilenErgebnis[];
  try {
    ergebnisse = await alle(
      leseDatei(s, {
        alle: (id) => NACH_ID.get(id),
        dateiname: 'fuzz-courtage.csv',
        eingabe: stuecke(bytes, stueck),
      }),
    );
  } catch (fehler) {
    // The file refused as a whole (its pre-file check): every line refused, in German.
    expect(fehler).toBeInstanceOf(DateiFehler);
    pruefeDeutschenGrund((fehler as Error).message, 'CSV-Datei abgelehnt');
    return;
  }
  expect(ergebnisse.map((e) => e.zeile)).toEqual(geliefert);
  const [gelesen, abgelehnt] = zaehleUndPruefe(ergebnisse, 'CSV');
  expect(gelesen + abgelehnt).toBe(geliefert.length);
  pruefeNeutralisiert(ergebnisse);

  const auswertungen = [...werteAlleAus(ergebnisse, DEMO_DATEN)];
  expect(auswertungen.map((a) => a.zeile)).toEqual(geliefert);
  for (const a of auswertungen)
    if (a.status < 0) pruefeDeutschenGrund(a.grund, `CSV ausgewertet, Zeile ${a.zeile} (Status ${a.status})`);
}

describe('CSV, feindliche Eingaben', () => {
  it.prop([csvFall], { numRuns: laeufe(150) })(
    'eingebaute Schnittstelle: kein Absturz, jede gelieferte Zeile gelesen oder mit deutschem Grund abgelehnt',
    async (fall) => {
      await liesUndWerteAus(NACH_ID.get(CSV_SAMEN[fall.samen]!.schnittstelle)!, csvBytes(fall), fall.stueck);
    },
    zeitlimit(150, 300),
  );

  it.prop([csvFall, eigeneSchnittstelle], { numRuns: laeufe(100) })(
    'eigene Schnittstelle mit Spalte 10.000: ebenso',
    async (fall, s) => {
      await liesUndWerteAus(s, csvBytes(fall), fall.stueck);
    },
    zeitlimit(100, 300),
  );
});

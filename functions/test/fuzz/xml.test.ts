/**
 * Hostile OMDS files (xml-erzeugen.ts) through the interface engine's XML reader and on to
 * evaluation and the table's items. Whatever the bytes: no exception but the engine's own
 * refusal of the whole file (DateiFehler, in German) — DTDs and entities always refused — one
 * result per delivered contract, every refused record with a German reason, every line fit for
 * the table; a file cut off is read up to the cut, the same records as the whole file.
 */
import { fc, it } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { werteAlleAus } from '../../src/domain/auswertung/auswerten';
import type { ZeilenErgebnis } from '../../src/formate/ergebnis';
import { DateiFehler, leseDatei } from '../../src/formate/schnittstellen';
import { eingebauteSchnittstellen, EINGEBAUT_ID } from '../../src/formate/schnittstellen/eingebaut';
import { gelieferteVertraege, xmlBytes, xmlFall } from './xml-erzeugen';
import {
  alle,
  DEMO_DATEN,
  grosseLaeufe,
  laeufe,
  pruefeDeutschenGrund,
  pruefeGespeichert,
  stuecke,
  unbehandelteAblehnungenVerbieten,
  zaehleUndPruefe,
  zeitlimit,
} from './hilfen';

unbehandelteAblehnungenVerbieten();

const EINGEBAUT = eingebauteSchnittstellen();
const NACH_ID = new Map(EINGEBAUT.map((s) => [s.id, s]));
const OMDS = NACH_ID.get(EINGEBAUT_ID.omds)!;

type Gelesen = { ergebnisse: ZeilenErgebnis[]; offen?: string[] } | { abgelehnt: DateiFehler };

/** Read as the read pipeline reads an XML file: whole, a cut-off document up to its cut. */
async function lies(bytes: Buffer, stueck: number, abgeschnitten: boolean): Promise<Gelesen> {
  let offen: string[] | undefined;
  try {
    const ergebnisse = await alle(
      leseDatei(OMDS, {
        alle: (id) => NACH_ID.get(id),
        dateiname: 'fuzz-omds.xml',
        eingabe: stuecke(bytes, stueck),
        ...(abgeschnitten ? { unvollstaendig: (o: string[]) => (offen = o) } : {}),
      }),
    );
    return { ergebnisse, ...(offen ? { offen } : {}) };
  } catch (fehler) {
    expect(fehler).toBeInstanceOf(DateiFehler);
    pruefeDeutschenGrund((fehler as Error).message, 'XML-Datei abgelehnt');
    return { abgelehnt: fehler as DateiFehler };
  }
}

/** Accounted, evaluated and stored; a DTD is never read. */
function pruefe(bytes: Buffer, gelesen: Gelesen): void {
  const mitDtd =
    /<!\s*(DOCTYPE|ENTITY)/i.test(bytes.toString('latin1')) ||
    /<!\s*(DOCTYPE|ENTITY)/i.test(bytes.toString('utf16le'));
  if ('abgelehnt' in gelesen) return;
  expect(mitDtd, 'eine Datei mit DTD wurde gelesen').toBe(false);
  const { ergebnisse } = gelesen;
  expect(ergebnisse.map((e) => e.zeile)).toEqual(ergebnisse.map((_, i) => i + 1));
  zaehleUndPruefe(ergebnisse, 'OMDS');
  pruefeGespeichert(ergebnisse, 'OMDS');
  const auswertungen = [...werteAlleAus(ergebnisse, DEMO_DATEN)];
  expect(auswertungen).toHaveLength(ergebnisse.length);
  for (const a of auswertungen)
    if (a.status < 0) pruefeDeutschenGrund(a.grund, `OMDS ausgewertet, Satz ${a.zeile} (Status ${a.status})`);
}

/** The text the engine decodes, for counting its contracts with another reader. */
function alsText(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return bytes.toString('utf16le', 2);
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return bytes.toString('latin1', 3);
  return bytes.toString('latin1');
}

describe('OMDS/XML, feindliche Eingaben', () => {
  it.prop([xmlFall], { numRuns: laeufe(100) })(
    'kein Absturz, jeder gelieferte Vertrag gelesen oder mit deutschem Grund abgelehnt, DTDs nie gelesen',
    async (fall) => {
      const bytes = xmlBytes(fall);
      const gelesen = await lies(bytes, fall.stueck, false);
      pruefe(bytes, gelesen);
      if (!('abgelehnt' in gelesen))
        expect(gelesen.ergebnisse).toHaveLength(gelieferteVertraege(alsText(bytes)));
    },
    zeitlimit(100, 1000),
  );

  it.prop([xmlFall, fc.double({ min: 0, max: 1, noNaN: true })], { numRuns: laeufe(50) })(
    'abgeschnitten: bis zum Schnitt gelesen, dieselben Sätze wie die ganze Datei',
    async (fall, wo) => {
      const ganzBytes = xmlBytes(fall);
      const bytes = ganzBytes.subarray(0, Math.floor(ganzBytes.length * wo));
      const gelesen = await lies(bytes, fall.stueck, true);
      pruefe(bytes, gelesen);
      const ganz = await lies(ganzBytes, 1 << 20, false);
      if ('abgelehnt' in gelesen || 'abgelehnt' in ganz) return;
      // The last record may be cut itself; every one before it is the whole file's.
      const vorher = gelesen.ergebnisse.slice(0, -1);
      expect(vorher).toEqual(ganz.ergebnisse.slice(0, vorher.length));
    },
    zeitlimit(50, 2000),
  );

  it.prop([fc.constantFrom(10_000, 50_000), fc.boolean(), fc.integer({ min: 1, max: 1 << 20 })], {
    numRuns: grosseLaeufe(2),
  })(
    '10.000 und mehr Ebenen tief im Vertrag: gelesen oder mit deutschem Grund abgelehnt',
    async (tiefe, imSatz, stueck) => {
      const bytes = xmlBytes({
        samen: 0,
        mutationen: [{ art: 'tief', tiefe, imSatz, satz: 0 }],
        kodierung: 'utf8',
        stueck,
      });
      pruefe(bytes, await lies(bytes, stueck, false));
    },
    zeitlimit(2, 20_000),
  );
});

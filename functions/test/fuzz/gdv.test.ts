/**
 * Hostile GDV files (gdv-erzeugen.ts) through the read pipeline's pure path: the GDV reader as
 * the plan and the chunks use it, then evaluation against the demo portfolio. Whatever the bytes:
 * no exception, one result per delivered line (read + refused = delivered), every refusal with a
 * German reason, and the file read in chunks from its own bytes gives the whole read's results.
 */
import { fc, it } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { werteAlleAus } from '../../src/domain/auswertung/auswerten';
import { GdvLeser, gdvZeilen, type GdvZeilenErgebnis } from '../../src/formate/gdv/zeilen';
import { GDV_SCHNITTSTELLE_ID } from '../../src/formate/gdv/schnittstellen';
import type { ZeilenErgebnis } from '../../src/formate/ergebnis';
import { DateiFehler, leseDatei } from '../../src/formate/schnittstellen';
import { eingebauteSchnittstellen } from '../../src/formate/schnittstellen/eingebaut';
import { fortsetzungspunkte } from '../../src/formate/schnittstellen/fortsetzen';
import { gdvBytes, gdvFall, gelieferteGdvZeilen } from './gdv-erzeugen';
import {
  alle,
  DEMO_DATEN,
  GDV_SAMEN,
  grosseLaeufe,
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
const GDV = NACH_ID.get(GDV_SCHNITTSTELLE_ID)!;

/** Read, counted against what was delivered, evaluated; answers the read results. */
async function liesUndWerteAus(bytes: Buffer, stueck: number): Promise<GdvZeilenErgebnis[]> {
  const leser = new GdvLeser();
  const ergebnisse = await alle(gdvZeilen(stuecke(bytes, stueck), leser));
  const geliefert = gelieferteGdvZeilen(bytes);
  // Exactly one result per delivered line, in order: none lost, none made up.
  expect(ergebnisse.map((e) => e.zeile)).toEqual(geliefert);
  const [gelesen, abgelehnt] = zaehleUndPruefe(ergebnisse, 'GDV');
  expect(gelesen + abgelehnt).toBe(geliefert.length);
  for (const w of leser.protokoll.warnungen) pruefeDeutschenGrund(w.grund, 'GDV-Warnung');
  for (const r of leser.rahmenfehler) pruefeDeutschenGrund(r, 'GDV-Rahmenfehler');

  const auswertungen = [...werteAlleAus(ergebnisse, DEMO_DATEN)];
  expect(auswertungen.map((a) => a.zeile)).toEqual(geliefert);
  for (const a of auswertungen)
    if (a.status < 0) pruefeDeutschenGrund(a.grund, `GDV ausgewertet, Zeile ${a.zeile} (Status ${a.status})`);
  return ergebnisse;
}

/** The read pipeline's way: a plan over the file, each chunk of `n` lines read from its own bytes. */
async function inAbschnitten(bytes: Buffer, n: number): Promise<ZeilenErgebnis[]> {
  const lesen = (eingabe: AsyncIterable<Buffer>, ab?: Parameters<typeof leseDatei>[1]['ab']) =>
    alle(leseDatei(GDV, { alle: (id) => NACH_ID.get(id), dateiname: 'fuzz.gdv', eingabe, ab }));
  const plan = await fortsetzungspunkte(GDV, stuecke(bytes, 4096), n);
  const ergebnisse: ZeilenErgebnis[] = [];
  for (const [k, p] of plan.punkte.entries()) {
    const bis = plan.punkte[k + 1]?.byte ?? plan.bytes;
    const v = p.stand.vorsatz;
    const teil = await lesen(stuecke(bytes.subarray(p.byte, bis), 97), {
      zeile: p.zeile,
      stand: p.stand,
      vorsatz: v && bytes.subarray(v.byte, v.byte + v.laenge),
    });
    // Only the chunk's lines, as the chunk task keeps them (pipeline/lesen/abschnitt.ts).
    ergebnisse.push(...teil.filter((e) => e.zeile >= p.zeile && e.zeile < p.zeile + n));
  }
  return ergebnisse;
}

/**
 * The GDV standard interface with checks of its own, as a user may define one: a check of every
 * line (its text taken beside the GDV reader, lesen.ts `leseGdv`) and a pre-file check.
 */
const mitPruefungen = fc
  .record({
    checkStatement: fc.constantFrom(
      'satz != "0200#1"',
      'zeile|laenge == 256',
      'felder.VsNr|leer == false',
      'zeile|teil(1,4)|zahl > 100',
      'zeile|teil(300,2) == ""',
    ),
    preFileCheckStatement: fc.constantFrom(undefined, 'ersteZeile|beginntMit("0001")', 'zeilenAnzahl < 150'),
  })
  .map(({ checkStatement, preFileCheckStatement }) => ({
    ...GDV,
    id: 1000,
    interfaceName: 'GDV mit Prüfungen',
    checkStatement,
    ...(preFileCheckStatement ? { preFileCheckStatement } : {}),
  }));

describe('GDV, feindliche Eingaben', () => {
  it.prop([gdvFall], { numRuns: laeufe(200) })(
    'lesen und auswerten: kein Absturz, jede gelieferte Zeile gelesen oder mit deutschem Grund abgelehnt',
    async (fall) => {
      await liesUndWerteAus(gdvBytes(fall), fall.stueck);
    },
    zeitlimit(200, 200),
  );

  it.prop([gdvFall, fc.integer({ min: 1, max: 40 })], { numRuns: laeufe(60) })(
    'in Abschnitten aus den eigenen Bytes gelesen (Plan und Abschnitte der Lesestrecke): dieselben Ergebnisse wie am Stück',
    async (fall, n) => {
      const bytes = gdvBytes(fall);
      const ganz = await alle(
        leseDatei(GDV, {
          alle: (id) => NACH_ID.get(id),
          dateiname: 'fuzz.gdv',
          eingabe: stuecke(bytes, fall.stueck),
        }),
      );
      expect(ganz.map((e) => e.zeile)).toEqual(gelieferteGdvZeilen(bytes));
      expect(await inAbschnitten(bytes, n)).toEqual(ganz);
    },
    zeitlimit(60, 300),
  );

  it.prop([gdvFall, mitPruefungen], { numRuns: laeufe(60) })(
    'mit Zeilen- und Vorprüfung: jede gelieferte Zeile gelesen oder mit deutschem Grund abgelehnt, oder die Datei abgelehnt',
    async (fall, s) => {
      const bytes = gdvBytes(fall);
      let ergebnisse: ZeilenErgebnis[];
      try {
        ergebnisse = await alle(
          leseDatei(s, {
            alle: (id) => NACH_ID.get(id),
            dateiname: 'fuzz.gdv',
            eingabe: stuecke(bytes, fall.stueck),
          }),
        );
      } catch (fehler) {
        expect(fehler).toBeInstanceOf(DateiFehler);
        pruefeDeutschenGrund((fehler as Error).message, 'GDV-Datei abgelehnt');
        return;
      }
      const geliefert = gelieferteGdvZeilen(bytes);
      expect(ergebnisse.map((e) => e.zeile)).toEqual(geliefert);
      const [gelesen, abgelehnt] = zaehleUndPruefe(ergebnisse, 'GDV mit Prüfungen');
      expect(gelesen + abgelehnt).toBe(geliefert.length);
    },
    zeitlimit(60, 300),
  );

  it.prop(
    [
      fc.nat({ max: GDV_SAMEN.length - 1 }),
      fc.nat(),
      fc.constantFrom('0200', '0001', '9999', 'ABCD', ''),
      fc.constantFrom(0x20, 0x30, 0x41, 0xe4, 0x0d),
      fc.integer({ min: 1, max: 1 << 20 }),
    ],
    { numRuns: grosseLaeufe(3) },
  )(
    'eine Zeile von 10 MB: eine abgelehnte Zeile, der Rest der Datei gelesen',
    async (samen, wo, satzart, fuell, stueck) => {
      const seed = GDV_SAMEN[samen]!.bytes;
      const lf = seed.indexOf(0x0a, wo % Math.max(seed.length, 1));
      const s = lf < 0 ? seed.length : lf + 1;
      const riesig = Buffer.alloc(10 * 1024 * 1024, fuell);
      riesig.write(satzart, 'latin1');
      const bytes = Buffer.concat([seed.subarray(0, s), riesig, Buffer.from('\r\n'), seed.subarray(s)]);
      const ergebnisse = await liesUndWerteAus(bytes, stueck);
      const lang = ergebnisse.filter((e) => e.grund?.includes('Zeichen, ein GDV-Satz hat'));
      // A line of blanks after its Satzart is a short record padded; any other is too long.
      if (fuell !== 0x20 && fuell !== 0x0d) expect(lang).toHaveLength(1);
    },
    zeitlimit(3, 20_000),
  );
});

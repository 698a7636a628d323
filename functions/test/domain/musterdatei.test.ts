/**
 * The fixture files evaluated and booked against the demo portfolio (infra/local/demo/bestand.ts),
 * as a file dropped into the bucket: no uploading broker, so the broker comes from each line's
 * intermediary number (9999009999 → 10001 at company 1, 12345-67 → 10002 at company 2).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_KUNDEN, DEMO_VERMITTLERNUMMERN, DEMO_VERTRAEGE } from '../../../infra/local/demo/bestand';
import { DEMO_GESELLSCHAFTEN } from '../../../infra/local/demo/stammdaten';
import { werteAlleAus } from '../../src/domain/auswertung/auswerten';
import type { Auswertung } from '../../src/domain/auswertung/ergebnis';
import type { AuswertungsDaten } from '../../src/domain/auswertung/kontext';
import { planeBuchungen } from '../../src/domain/buchung/planen';
import { buchungsStand, leererSpeicher, wendeAn } from '../../src/domain/buchung/speicher';
import { EINGEBAUT_ID } from '../../src/formate/schnittstellen/eingebaut';
import type { ZeilenErgebnis } from '../../src/formate/ergebnis';
import { gdvZeilen } from '../../src/formate/gdv/zeilen';
import { fixture, stuecke } from '../formate/gdv/hilfen';
import { liesEingebaut } from '../formate/schnittstellen/hilfen';

const DEMO: AuswertungsDaten = {
  gesellschaften: DEMO_GESELLSCHAFTEN,
  vermittlernummern: DEMO_VERMITTLERNUMMERN,
  kunden: DEMO_KUNDEN,
  vertraege: DEMO_VERTRAEGE,
};

async function gelesen(name: string): Promise<ZeilenErgebnis[]> {
  const zeilen: ZeilenErgebnis[] = [];
  for await (const z of gdvZeilen(stuecke(fixture(name)))) zeilen.push(z);
  return zeilen;
}

function zaehle(ergebnisse: readonly Auswertung[]): Record<number, number> {
  const n: Record<number, number> = {};
  for (const e of ergebnisse) n[e.status] = (n[e.status] ?? 0) + 1;
  return n;
}

/** Lines from..to (1-based, inclusive). */
const bereich = (von: number, bis: number) => Array.from({ length: bis - von + 1 }, (_, i) => von + i);

describe('musterdatei_041222.txt gegen den Demo-Bestand', () => {
  let ergebnisse: (Auswertung & { zeile: number })[] = [];
  let status = new Map<number, number>();
  beforeAll(async () => {
    ergebnisse = [...werteAlleAus(await gelesen('musterdatei_041222.txt'), DEMO)];
    status = new Map(ergebnisse.map((e) => [e.zeile, e.status]));
  });

  it('gibt die erwartete Mischung', () => {
    // 165 lines: Vorsatz (2 parts, lines 1–2), 14 contracts (lines 3–164), Nachsatz (165).
    //
    // Errors — each at the first line where it shows, the rest of its contract -2:
    // - 59999999997 "Pooosmann, Rudolf" (lines 24–46, 23 lines): contract 900002 belongs to
    //   Rudolf Pollsmann → line 24 (0100 part 1) -8, lines 25–46 -2 (22 lines);
    // - 59999999996 "Pollimann, Rudolf, 12.12.1979" (lines 47–57, 11 lines): two such customers
    //   (90003 without address, 90004 at 50667; the line says 50825) → line 47 -16, 48–57 -2 (10);
    // - 59999999989 "Gillensdrei, Hans" (lines 118–127, 10 lines): no customer of that name and
    //   first name → line 118 "new customer" (1); line 119 (0100 part 2) carries W45HHH, held by
    //   Johannes Gillensdrei (90006) → -17; lines 120–127 -2 (8).
    // -2: 22 + 10 + 8 = 40.
    //
    // Status 1: the 11 other contracts whole — lines 3–12, 13–23, 58–66, 67–78, 79–87, 88–96,
    // 97–105, 106–117, 128–137, 138–149, 150–164 = 10+11+9+12+9+9+9+12+10+12+15 = 118 lines —
    // plus line 118, plus Vorsatz and Nachsatz (1, 2, 165): 118 + 1 + 3 = 122
    // (= 165 − 40 − 3 errors).
    expect(zaehle(ergebnisse)).toEqual({ 1: 122, [-2]: 40, [-8]: 1, [-16]: 1, [-17]: 1 });
    expect(status.get(24)).toBe(-8);
    expect(status.get(47)).toBe(-16);
    expect(status.get(118)).toBe(1);
    expect(status.get(119)).toBe(-17);
    for (const z of [...bereich(25, 46), ...bereich(48, 57), ...bereich(120, 127)])
      expect(status.get(z)).toBe(-2);
    for (const z of [...bereich(1, 23), ...bereich(58, 117), ...bereich(128, 165)])
      expect(status.get(z)).toBe(1);
  });

  it('sagt an den Vertragssätzen (0200), was die Buchung tun wird', () => {
    const grund = new Map(ergebnisse.map((e) => [e.zeile, e.grund]));
    // Matched: the contract exists with the delivered values (900001), or with another premium.
    expect(grund.get(5)).toBe('Vertrag 900001 von Kunde 90001 gefunden.');
    expect(grund.get(61)).toBe('Vertrag 900005 von Kunde 90005 gefunden.'); // seeded as "5999 9999 995"
    expect(grund.get(141)).toBe('Vertrag 900007 von Kunde 90007 gefunden.');
    // New contracts for existing customers: Pollsmann; Fresy's four other contracts.
    expect(grund.get(16)).toBe('Der Vertrag wird für Kunde 90002 neu angelegt.');
    for (const z of [70, 82, 91, 100])
      expect(grund.get(z)).toBe('Der Vertrag wird für Kunde 90005 neu angelegt.');
    // New customers with new contracts: Gillensvier, Gillenszwei, Auszeilerbx (a bundle, Sparte 000).
    for (const z of [109, 131, 153]) expect(grund.get(z)).toBe('Vertrag und Kunde werden neu angelegt.');
  });

  it('bucht: 8 neue Verträge, 3 neue Kunden, 2 geänderte Verträge — und ein zweites Mal nichts', () => {
    const speicher = leererSpeicher(DEMO_KUNDEN, DEMO_VERTRAEGE);
    const zuBuchen = ergebnisse.map((e) => ({
      dateiId: 7,
      zeile: e.zeile,
      status: e.status,
      treffer: e.treffer,
    }));
    const { plaene, operationen } = planeBuchungen(
      zuBuchen,
      { modus: 1, monat: '2026-11' },
      buchungsStand(speicher),
    );
    const arten = (art: string) => operationen.filter((o) => o.art === art);
    expect(arten('vertragAnlegen')).toHaveLength(8);
    expect(arten('kundeAnlegen')).toHaveLength(3);
    // 900005 premium 108 → 112.50; 900007 premium 950 → 1008.71 (and its payment frequency code 2 stays).
    expect(arten('vertragAendern')).toEqual([
      { art: 'vertragAendern', vertragId: 900005, aenderung: { beitrag: 112.5 } },
      { art: 'vertragAendern', vertragId: 900007, aenderung: { beitrag: 1008.71 } },
    ]);
    // Every evaluated line moves to 2; error lines keep their status.
    expect(plaene.filter((p) => p.status === 2)).toHaveLength(122);
    expect(plaene.filter((p) => p.status < 0)).toHaveLength(43);

    wendeAn(speicher, operationen);
    expect(speicher.gebuehren.get('10001#2026-11')).toBe(8);
    expect(
      [...speicher.vertraege.values()]
        .filter((v) => v.herkunft === 7)
        .map((v) => v.vsnr)
        .sort(),
    ).toEqual([
      '59999999986',
      '59999999988',
      '59999999990',
      '59999999991',
      '59999999992',
      '59999999993',
      '59999999994',
      '59999999998',
    ]);
    const neu = [...speicher.kunden.values()].filter((k) => k.kundennr >= 100_000).map((k) => k.name);
    expect(neu.sort()).toEqual(['Auszeilerbx', 'Gillensvier', 'Gillenszwei']);
    expect(speicher.vertraege.get(900005)?.beitrag).toBe(112.5);

    // Booking the same evaluated lines again (as if the first run's status was lost) changes nothing.
    const nochmal = planeBuchungen(zuBuchen, { modus: 1, monat: '2026-11' }, buchungsStand(speicher));
    expect(nochmal.operationen).toEqual([]);
    // And lines already transferred are not booked at all.
    const gebucht = zuBuchen.map((z, i) => ({ ...z, status: plaene[i]!.status }));
    expect(
      planeBuchungen(gebucht, { modus: 1, monat: '2026-11' }, buchungsStand(speicher)).operationen,
    ).toEqual([]);
  });
});

describe('kranken.gdv gegen den Demo-Bestand', () => {
  it('neuer Vertrag für den bekannten Kunden Hansi Mayer; die Vermittler-Anschrift wird nur vermerkt', async () => {
    const ergebnisse = [...werteAlleAus(await gelesen('kranken.gdv'), DEMO)];
    // 11 lines: Vorsatz, 0100 VN (customer 90011), 0100 Adresskennzeichen 14 with its part 2,
    // 0200 (new contract), 0210/0220 parts, the insurer-specific 0800 kept raw, Nachsatz.
    expect(zaehle(ergebnisse)).toEqual({ 1: 11 });
    expect(ergebnisse.find((e) => e.zeile === 5)).toMatchObject({
      grund: 'Der Vertrag wird für Kunde 90011 neu angelegt.',
      treffer: { art: 'vertrag', gesellschaftId: 2, maklernr: '10002', vsnr: 'VS12345', kundennr: 90011 },
    });
    expect(ergebnisse.find((e) => e.zeile === 5)?.treffer?.werte).toEqual({
      sparte: '020',
      beginn: '2008-07-01',
      ablauf: '2009-07-01',
      beitrag: 147.8,
      zahlweise: 'monatlich',
      status: 'storniert',
    });
  });
});

describe('Courtage- und Mahnliste (eigene Beispiele) für Gesellschaft 4', () => {
  const datei = { gesellschaftId: 4 };

  it('Courtage: alle Buchungen treffen ihren Vertrag, nur 4711-0899-11 ist nicht im Bestand', async () => {
    const zeilen = await liesEingebaut(EINGEBAUT_ID.courtage, 'courtage-2024-03.csv');
    const ergebnisse = [...werteAlleAus(zeilen, { ...DEMO, datei })];
    // Title line, 8 bookings; Weiß (line 7) has no contract; the cancellation of Böhm is negative.
    expect(ergebnisse.map((e) => e.status)).toEqual([1, 1, 1, 1, 1, 1, -13, 1, 1]);
    expect(ergebnisse[7]!.treffer?.provision?.betrag).toBe(-54.85);

    // Settling: one commission booking per line, status 3; again: nothing.
    const speicher = leererSpeicher(DEMO_KUNDEN, DEMO_VERTRAEGE);
    const zuBuchen = ergebnisse.map((e) => ({
      dateiId: 9,
      zeile: e.zeile,
      status: e.status,
      treffer: e.treffer,
    }));
    const { plaene, operationen } = planeBuchungen(
      zuBuchen,
      { modus: 2, monat: '2024-03' },
      buchungsStand(speicher),
    );
    expect(operationen).toHaveLength(7);
    expect(plaene.map((p) => p.status)).toEqual([3, 3, 3, 3, 3, 3, -13, 3, 3]);
    wendeAn(speicher, operationen);
    const summe = [...speicher.buchungen.values()].reduce((s, b) => s + Math.round(b.betrag * 100), 0);
    expect(summe).toBe(4686 + 8916 + 3780 + 4200 + 10273 - 5485 + 2764);
    expect(
      planeBuchungen(zuBuchen, { modus: 2, monat: '2024-03' }, buchungsStand(speicher)).operationen,
    ).toEqual([]);
  });

  it('Mahnliste: vier Mahnungen treffen ihren Vertrag, 4711-0899-11 nicht', async () => {
    const zeilen = await liesEingebaut(EINGEBAUT_ID.mahnliste, 'mahnliste-2024-03.csv');
    const ergebnisse = [...werteAlleAus(zeilen, { ...DEMO, datei })];
    expect(ergebnisse.map((e) => e.status)).toEqual([1, 1, 1, 1, 1, -13]);
  });
});

/**
 * The demo shipments (infra/local/demo/bipro.ts): served by the simulated insurer and fetched by
 * the BiPRO client, every one reads OK with its transfers and files; the policy numbers said to
 * match are contracts of the demo portfolio at that insurer and broker, the others are in no
 * contract; the GDV files are the fixtures' records with Nachsätze that match them, the lists the built-in interfaces' samples
 * (and read by those interfaces without an error); the PDFs are well-formed; the same `jetzt`
 * gives the same shipments.
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { biproClient } from '@lieferdesk/functions/bipro/client';
import type { GelieferteDatei, Lieferung } from '@lieferdesk/functions/bipro/lesen/antwort';
import { findeSchnittstelle, testeSchnittstelle } from '@lieferdesk/functions/formate/schnittstellen/index';
import {
  EINGEBAUT_ID,
  eingebauteSchnittstellen,
} from '@lieferdesk/functions/formate/schnittstellen/eingebaut/index';
import { gleicheVsnr } from '@lieferdesk/functions/domain/vsnr';
import { istMahnung } from '@lieferdesk/functions/zuordnung/mahnung';
import { istGdvVorsatz } from '@lieferdesk/functions/formate/gdv/vorsatz';
import { eingebautesBeispiel, MUSTERDATEI } from '@lieferdesk/test/fixtures';
import { DEMO_KUNDEN, DEMO_VERMITTLERNUMMERN, DEMO_VERTRAEGE } from '../local/demo/bestand';
import { demoBiproGdv, demoBiproVersicherer, demoPdf, type DemoBiproVersicherer } from '../local/demo/bipro';
import { DEMO_GESELLSCHAFTEN, DEMO_GEVOART_OHNE_KATEGORIE, DEMO_KATEGORIEN } from '../local/demo/stammdaten';
import { starteVersicherer, type Versicherer } from '../local/versicherer';

const JETZT = new Date('2026-11-26T05:30:00Z');
const VERSICHERER = demoBiproVersicherer(JETZT);
const eingebaut = eingebauteSchnittstellen();
const alle = (id: number) => eingebaut.find((s) => s.id === id);

let laufend: Versicherer | undefined;
afterEach(async () => {
  await laufend?.beenden();
  laufend = undefined;
});

/** Every shipment of the insurer, fetched through the simulator by the client. */
async function abholen(d: DemoBiproVersicherer): Promise<Lieferung[]> {
  laufend = await starteVersicherer({
    benutzer: d.benutzer,
    passwort: d.passwort,
    version: d.version,
    mtom: d.mtom,
    lieferungen: d.lieferungen,
  });
  const client = biproClient({
    stsUrl: laufend.stsUrl,
    transferUrl: laufend.transferUrl,
    benutzer: d.benutzer,
    passwort: d.passwort,
    profil: d.profil,
  });
  const liste = await client.liste();
  expect(liste.ok).toBe(true);
  expect(liste.lieferungen.map((l) => [l.id, l.kategorie])).toEqual(
    d.lieferungen.map((l) => [l.id, l.kategorie]),
  );
  const geholt: Lieferung[] = [];
  for (const l of d.lieferungen) {
    const a = await client.abrufen(l.id);
    expect(a.ok, `${l.id}: ${a.meldungen.map((m) => m.text).join('; ')}`).toBe(true);
    expect(a.lieferungen).toHaveLength(1);
    geholt.push(a.lieferungen[0]!);
  }
  return geholt;
}

/** A PDF's structure: header, every cross-reference offset at its object, startxref at the table, stream lengths. */
function pruefePdf(datei: Pick<GelieferteDatei, 'dateiname' | 'inhalt'>) {
  const s = datei.inhalt.toString('latin1');
  expect(s.startsWith('%PDF-1.4\n'), datei.dateiname).toBe(true);
  expect(s.endsWith('%%EOF\n'), datei.dateiname).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(s)?.[1]);
  expect(s.slice(startxref, startxref + 5)).toBe('xref\n');
  const [kopf, erste, anzahl] = /^xref\n(\d+) (\d+)\n/.exec(s.slice(startxref)) ?? [];
  expect(Number(erste)).toBe(0);
  const tabelle = s.slice(startxref + kopf!.length);
  expect(tabelle.slice(0, 20)).toBe('0000000000 65535 f \n');
  for (let i = 1; i < Number(anzahl); i++) {
    const eintrag = tabelle.slice(i * 20, i * 20 + 20);
    expect(eintrag).toMatch(/^\d{10} 00000 n \n$/);
    expect(s.slice(Number(eintrag.slice(0, 10))).startsWith(`${i} 0 obj\n`)).toBe(true);
  }
  expect(s.slice(startxref)).toContain(`trailer\n<< /Size ${anzahl} /Root 1 0 R >>`);
  expect(s).toContain('1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>');
  const strom = /\/Length (\d+) >>\nstream\n/.exec(s)!;
  const anfang = strom.index + strom[0].length;
  expect(s.slice(anfang + Number(strom[1]), anfang + Number(strom[1]) + 10)).toBe('\nendstream');
  expect(s.slice(anfang)).toMatch(/^BT \/F1 10 Tf 14 TL 56 770 Td \(.+\) Tj( T\* \(.+\) Tj)* ET\n/);
}

describe('Demo-Lieferungen der simulierten Versicherer', () => {
  it('zwei Versicherer: 2.6.1.1.0 mit MTOM, 2.1.4.1.1 inline; Gesellschaft und Makler aus den Demo-Daten', () => {
    expect(
      VERSICHERER.map((d) => [d.gesellschaft, d.version, d.mtom, d.maklernr, d.vermittlernummer]),
    ).toEqual([
      ['Muster Versicherung AG', '2.6.1.1.0', true, '10001', '9999009999'],
      ['Alpenland Versicherung AG', '2.1.4.1.1', false, '10002', '10473'],
    ]);
    for (const d of VERSICHERER) {
      expect(DEMO_GESELLSCHAFTEN.find((g) => g.gesellschaftId === d.gesellschaftId)?.name).toBe(
        d.gesellschaft,
      );
      expect(DEMO_VERMITTLERNUMMERN).toContainEqual({
        gesellschaftId: d.gesellschaftId,
        nummer: d.vermittlernummer,
        maklernr: d.maklernr,
      });
      expect(
        DEMO_VERTRAEGE.some(
          (v) => v.gesellschaftId === d.gesellschaftId && v.maklernr === d.maklernr && !v.geloescht,
        ),
      ).toBe(true);
      expect(d.profil.version).toBe(d.version);
    }
  });

  it('sehen echt aus: 8–12 Lieferungen, eindeutige IDs bis 25 Zeichen, 9-stellige Kategorien, mehrere Transfers', () => {
    for (const d of VERSICHERER) {
      expect(d.lieferungen.length).toBeGreaterThanOrEqual(8);
      expect(d.lieferungen.length).toBeLessThanOrEqual(12);
      const ids = d.lieferungen.map((l) => l.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const l of d.lieferungen) {
        expect(l.id.length).toBeLessThanOrEqual(25);
        expect(l.kategorie).toMatch(/^\d{9}$/);
        for (const t of l.transfers) expect(t.artId ?? l.kategorie).toMatch(/^\d{9}$/);
        expect(Date.parse(l.einstellzeitpunkt)).toBeLessThan(JETZT.getTime());
        expect(Date.parse(l.verfuegbarBis!)).toBeGreaterThan(JETZT.getTime());
      }
      expect(d.lieferungen.some((l) => l.transfers.length > 1)).toBe(true);
    }
    const kategorien = VERSICHERER.flatMap((d) => d.lieferungen.map((l) => l.kategorie));
    for (const k of [
      '100007000',
      '120010000',
      '160010000',
      '140012020',
      '210400000',
      '999010010',
      '999010020',
    ])
      expect(kategorien).toContain(k);
  });

  for (const d of VERSICHERER)
    it(`${d.gesellschaft}: jede Lieferung über den Simulator mit dem Client lesbar, Zuordnungsdaten wie gesendet`, async () => {
      const geholt = await abholen(d);
      geholt.forEach((l, i) => {
        const gesendet = d.lieferungen[i]!;
        expect(l.transfers).toEqual(
          gesendet.transfers.map((t) =>
            Object.fromEntries(
              Object.entries({
                versicherungsscheinnummer: t.versicherungsscheinnummer,
                partnernummer: t.partnernummer,
                vermittlernummer: t.vermittlernummer,
                schadennummer: t.schadennummer,
                artId: t.artId ?? gesendet.kategorie,
              }).filter(([, w]) => w !== undefined),
            ),
          ),
        );
        for (const datei of l.dateien.filter((x) => x.dateiname.endsWith('.pdf'))) pruefePdf(datei);
      });
      // Every file of every transfer arrived (a ZIP as its entries).
      expect(geholt.map((l) => l.dateien.length)).toEqual(
        d.lieferungen.map((l) =>
          l.transfers
            .flatMap((t) => t.dateien)
            .reduce((n, x) => n + (x.komprimierungstyp === 'ZIP' ? 2 : 1), 0),
        ),
      );
    });

  it('die passenden Versicherungsscheinnummern sind Verträge des Demo-Bestands bei Gesellschaft und Makler, die fremden nirgends', () => {
    for (const d of VERSICHERER) {
      const genannt = d.lieferungen.flatMap((l) =>
        l.transfers.flatMap((t) => t.versicherungsscheinnummer ?? []),
      );
      expect(new Set(genannt)).toEqual(
        new Set([...d.zuordnung.vertraege.map((v) => v.vsnr), ...d.zuordnung.fremdeVsnr]),
      );
      expect(d.zuordnung.vertraege.length).toBeGreaterThanOrEqual(4);
      expect(d.zuordnung.fremdeVsnr.length).toBeGreaterThanOrEqual(1);
      for (const z of d.zuordnung.vertraege) {
        const vertrag = DEMO_VERTRAEGE.find((v) => v.vertragId === z.vertragId);
        expect(vertrag).toMatchObject({
          gesellschaftId: d.gesellschaftId,
          maklernr: d.maklernr,
          kundennr: z.kundennr,
          geloescht: false,
        });
        expect(gleicheVsnr(vertrag!.vsnr, z.vsnr)).toBe(true);
      }
      for (const vsnr of d.zuordnung.fremdeVsnr)
        expect(DEMO_VERTRAEGE.filter((v) => gleicheVsnr(v.vsnr, vsnr))).toEqual([]);

      // One transfer names only a partner number: a customer's number at this company.
      const nurPartner = d.lieferungen.flatMap((l) =>
        l.transfers.filter(
          (t) => t.partnernummer && !t.versicherungsscheinnummer && !t.vermittlernummer && !t.schadennummer,
        ),
      );
      expect(nurPartner).toHaveLength(1);
      const kunde = DEMO_KUNDEN.find((k) => k.kundennr === d.zuordnung.partner[0]!.kundennr)!;
      expect(kunde.maklernr).toBe(d.maklernr);
      expect(kunde.gesellschaftKundennummern).toContainEqual({
        gesellschaftId: d.gesellschaftId,
        nummer: nurPartner[0]!.partnernummer,
      });
    }
  });

  it('GDV-Dateien sind die Bytes der Fixtures; Courtage und Mahnliste die Beispiele, von den eingebauten Interfaces fehlerfrei gelesen', async () => {
    const [muster, alpenland] = VERSICHERER;
    const gdv = (await abholen(muster!)).flatMap((l) =>
      ['999010010', '999010020'].includes(l.kategorie) ? l.dateien : [],
    );
    const { gesamtbestand, aenderungen } = demoBiproGdv();
    expect(gdv.map((x) => x.inhalt)).toEqual([gesamtbestand, aenderungen]);
    // The Musterdatei's Nachsatz is right already: its bytes stay the sample's.
    expect(gesamtbestand).toEqual(readFileSync(MUSTERDATEI.pfad));
    for (const x of gdv) expect(istGdvVorsatz(x.inhalt)).toBe(true);
    await laufend!.beenden();
    laufend = undefined;

    const listen = (await abholen(alpenland!)).flatMap((l) =>
      l.dateien.filter((x) => x.dateiname.endsWith('.csv')),
    );
    expect(listen.map((x) => [x.dateiname, x.inhalt])).toEqual([
      ['mahnliste-2024-03.csv', readFileSync(eingebautesBeispiel('mahnliste-2024-03.csv'))],
      ['courtage-2024-03.csv', readFileSync(eingebautesBeispiel('courtage-2024-03.csv'))],
    ]);
    const erwartet = {
      'mahnliste-2024-03.csv': EINGEBAUT_ID.mahnliste,
      'courtage-2024-03.csv': EINGEBAUT_ID.courtage,
    };
    for (const x of listen) {
      const schnittstelle = findeSchnittstelle(x.dateiname, eingebaut);
      expect(schnittstelle?.id).toBe(erwartet[x.dateiname as keyof typeof erwartet]);
      const gelesen = await testeSchnittstelle(schnittstelle!, {
        alle,
        dateiname: x.dateiname,
        bytes: x.inhalt,
      });
      expect(gelesen.fehlerhaft).toBe(0);
      expect(gelesen.gesamt).toBeGreaterThan(1);
    }
  });

  it('ein ZIP mit zwei PDFs; die Mahnschreiben folgen den Zeilen der Mahnliste', async () => {
    const [muster, alpenland] = VERSICHERER;
    const zips = VERSICHERER.flatMap((d) =>
      d.lieferungen.flatMap((l) =>
        l.transfers.flatMap((t) => t.dateien.filter((x) => x.komprimierungstyp === 'ZIP')),
      ),
    );
    expect(zips).toHaveLength(1);
    const mitZip = muster!.lieferungen.find((l) =>
      l.transfers.some((t) => t.dateien.some((x) => x.komprimierungstyp === 'ZIP')),
    );
    const geholt = (await abholen(muster!)).find((l) => l.id === mitZip?.id)!;
    expect(geholt.dateien.map((x) => x.dateiname.endsWith('.pdf'))).toEqual([true, true]);
    await laufend!.beenden();
    laufend = undefined;

    const mahnliste = readFileSync(eingebautesBeispiel('mahnliste-2024-03.csv'), 'utf8')
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/)
      .slice(1)
      .filter((z) => z.trim() !== '')
      .map((z) => z.split(';')[0]);
    const mahnschreiben = alpenland!.lieferungen
      .filter((l) => /^14001202/.test(l.kategorie))
      .flatMap((l) => l.transfers.map((t) => t.versicherungsscheinnummer));
    expect(mahnschreiben).toEqual(mahnliste);
  });

  it('jede gelieferte GeVo-Art hat eine Demo-Kategorie, außer der einen, die die Demo fehlen lässt; Mahnschreiben sind Mahnungen', () => {
    const geliefert = new Set(
      VERSICHERER.flatMap((d) =>
        d.lieferungen.flatMap((l) => l.transfers.map((t) => Number(t.artId ?? l.kategorie))),
      ),
    );
    const kategorie = new Map(DEMO_KATEGORIEN.map((k) => [k.gevoArt, k]));
    expect([...geliefert].filter((g) => !kategorie.has(g))).toEqual([DEMO_GEVOART_OHNE_KATEGORIE]);
    const mahnschreiben = [...geliefert].filter((g) => /^14001202/.test(String(g)));
    expect(mahnschreiben.length).toBeGreaterThan(0);
    for (const g of mahnschreiben) expect([g, istMahnung(kategorie.get(g))]).toEqual([g, true]);
  });

  it('gleiches jetzt, gleiche Lieferungen; PDFs mit Umlauten und Sonderzeichen', () => {
    expect(demoBiproVersicherer(JETZT)).toEqual(VERSICHERER);
    expect(demoBiproVersicherer(new Date(JETZT.getTime() + 86_400_000))[0]!.lieferungen[0]!.id).not.toBe(
      VERSICHERER[0]!.lieferungen[0]!.id,
    );
    const pdf = demoPdf('Prämie für Müller (Köln): 12,50 € – fällig \\ sofort');
    expect(pdf.toString('latin1')).toContain(
      '(Pr\xe4mie f\xfcr M\xfcller \\(K\xf6ln\\): 12,50 \x80 \x96 f\xe4llig \\\\ sofort) Tj',
    );
    pruefePdf({ dateiname: 'x.pdf', inhalt: pdf });
  });
});

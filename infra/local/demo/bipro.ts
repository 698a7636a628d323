/**
 * Demo shipments for the simulated insurer (infra/local/versicherer.ts): two insurers of the
 * demo master data, each with an access of a demo broker who has contracts there, and shipments
 * as a broker's download finds them — 9-digit categories of the BiPRO catalogue, several
 * transfers per shipment with their Zuordnungsdaten and ArtID, one-page PDFs, the public GDV
 * files of test/fixtures with Nachsätze that match their records, the project's commission and
 * dunning samples (so the import pipeline reads them with its built-in interfaces), a ZIP of two
 * PDFs, a PDF declared as application/octet-stream (as some insurers do).
 *
 * The policy and partner numbers come from the demo portfolio (bestand.ts), so assignment has
 * something to find; a few name contracts the portfolio does not have, each with the partner
 * number of a customer it does have, as insurers deliver them — so the documents left open show
 * the assign page's suggestions: first-premium reminders for new contracts not booked yet (a
 * reminder is assigned by its policy number only, its customer is a candidate), a contract handed
 * over from another broker for a customer the book holds twice, a letter on a new policy of a
 * known customer (assigned to her by the partner number). One transfer names only a partner
 * number. The dunning letters follow the dunning list's lines and the cancellation the
 * commission statement's reversal, so the documents and the lists agree.
 *
 * Deterministic: the same `jetzt` gives the same shipments, byte for byte.
 */
import { readFileSync } from 'node:fs';
import type { BiproProfil } from '@lieferdesk/shared';
import type { Kunde, Vertrag } from '@lieferdesk/functions/domain/bestand';
import { gleicheVsnr } from '@lieferdesk/functions/domain/vsnr';
import { deutschesDatum } from '@lieferdesk/functions/zeitangabe';
import type { Gesellschaft } from '@lieferdesk/functions/data/repositories/gesellschaften';
import { eingebautesBeispiel, gdvFixture, MUSTERDATEI } from '@lieferdesk/test/fixtures';
import { zipDatei, type SimDatei, type SimLieferung, type SimTransfer } from '../versicherer';
import { DEMO_KUNDEN, DEMO_VERMITTLERNUMMERN, DEMO_VERTRAEGE } from './bestand';
import { mitBerechnetenNachsaetzen } from './gdvNachsatz';
import { courtageCsv, mahnlisteCsv, produktinformationXml } from './bipro-listen';
import { DEMO_AUSGENOMMENE_KATEGORIE, DEMO_GESELLSCHAFTEN, DEMO_GEVOART_OHNE_KATEGORIE } from './stammdaten';

export interface DemoBiproVersicherer {
  /** The access's name (its `extZugangBezeichnung`). */
  name: string;
  /** The company's name as in DEMO_GESELLSCHAFTEN (the access's `gesellschaft`). */
  gesellschaft: string;
  gesellschaftId: number;
  /** The demo broker the access belongs to: he has contracts at the company. */
  maklernr: string;
  /** His intermediary number at the company, as the shipments name it. */
  vermittlernummer: string;
  benutzer: string;
  passwort: string;
  version: '2.6.1.1.0' | '2.1.4.1.1';
  /** getShipment answers MTOM (else the files come inline, base64). */
  mtom: boolean;
  /** The access's profile. */
  profil: BiproProfil;
  lieferungen: SimLieferung[];
  /** What the shipments' Zuordnungsdaten name, sorted by whether the demo portfolio has it. */
  zuordnung: {
    vertraege: { vsnr: string; vertragId: number; kundennr: number }[];
    fremdeVsnr: string[];
    partner: { partnernummer: string; kundennr: number }[];
  };
}

/**
 * The GDV files the shipments carry: the public samples' records, each package's Nachsatz
 * computed from them (gdvNachsatz.ts) — the Musterdatei's is right already and stays as it is,
 * the three small packages' carry the Musterdatei's count and would read as incomplete.
 */
export const demoBiproGdv = () => ({
  gesamtbestand: mitBerechnetenNachsaetzen(readFileSync(MUSTERDATEI.pfad)),
  aenderungen: mitBerechnetenNachsaetzen(readFileSync(gdvFixture('drei_datenpakete.txt'))),
});

/**
 * The built-in interfaces' samples the commission and dunning shipments carry, under their own
 * names: the interfaces' nameCheck (`*courtage*.csv`, `*mahn*.csv`) finds them by these.
 */
export const DEMO_BIPRO_LISTEN = {
  courtage: 'courtage-2024-03.csv',
  mahnliste: 'mahnliste-2024-03.csv',
} as const;

const STUNDE = 3_600_000;
const TAG = 24 * STUNDE;

/** GDV Sparten of the demo contracts, as a commission statement names them. */
const SPARTEN: Record<string, string> = { '030': 'Unfall', '040': 'Haftpflicht', '050': 'Kraftfahrt' };

/** WinAnsiEncoding of the characters a German letter needs beyond Latin-1. */
const WIN_ANSI: Record<string, number> = { '€': 0x80, '„': 0x84, '–': 0x96, '—': 0x97, '“': 0x93, '”': 0x94 };

/** A PDF string's bytes: WinAnsi (Latin-1 for umlauts and ß), `\`, `(` and `)` escaped. */
function pdfString(text: string): Buffer {
  const bytes: number[] = [];
  for (const zeichen of text) {
    const code = zeichen.codePointAt(0)!;
    const druckbar = (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff);
    const byte = WIN_ANSI[zeichen] ?? (druckbar ? code : 0x3f);
    if (byte === 0x5c || byte === 0x28 || byte === 0x29) bytes.push(0x5c);
    bytes.push(byte);
  }
  return Buffer.from(bytes);
}

/** A line broken at word boundaries so that no piece runs off an A4 page at 10 pt. */
function umbrechen(text: string, breite = 90): string[] {
  const zeilen: string[] = [];
  let zeile = '';
  for (const wort of text.split(' ')) {
    if (zeile !== '' && zeile.length + 1 + wort.length > breite) {
      zeilen.push(zeile);
      zeile = wort;
    } else zeile = zeile === '' ? wort : `${zeile} ${wort}`;
  }
  return [...zeilen, zeile];
}

/**
 * A small, valid one-page PDF (A4, Helvetica 10 pt) showing one line of text (wrapped where it
 * is long): five objects, a cross-reference table with each object's byte offset, the trailer.
 * Written by hand so the demo needs no PDF library; the same text gives the same bytes.
 */
export function demoPdf(text: string): Buffer {
  const zeilen = umbrechen(text).map((z, i) =>
    Buffer.concat([Buffer.from(i === 0 ? '(' : ' T* ('), pdfString(z), Buffer.from(') Tj')]),
  );
  const inhalt = Buffer.concat([Buffer.from('BT /F1 10 Tf 14 TL 56 770 Td '), ...zeilen, Buffer.from(' ET')]);
  const objekte: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from(
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    ),
    Buffer.concat([
      Buffer.from(`<< /Length ${inhalt.length} >>\nstream\n`),
      inhalt,
      Buffer.from('\nendstream'),
    ]),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'),
  ];
  // The comment's bytes above 127 tell transfer programs the file is binary.
  const teile: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let laenge = teile[0]!.length;
  const versaetze: number[] = [];
  objekte.forEach((objekt, i) => {
    versaetze.push(laenge);
    const stueck = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), objekt, Buffer.from('\nendobj\n')]);
    teile.push(stueck);
    laenge += stueck.length;
  });
  // Every cross-reference entry is exactly 20 bytes: 10-digit offset, 5-digit generation, type, space, LF.
  const xref =
    `xref\n0 ${objekte.length + 1}\n0000000000 65535 f \n` +
    versaetze.map((v) => `${String(v).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size ${objekte.length + 1} /Root 1 0 R >>\nstartxref\n${laenge}\n%%EOF\n`;
  teile.push(Buffer.from(xref));
  return Buffer.concat(teile);
}

/** The broker, contracts and customers of one company, as the demo portfolio has them. */
function bestandBei(gesellschaftId: number) {
  const gesellschaft: Gesellschaft | undefined = DEMO_GESELLSCHAFTEN.find(
    (g) => g.gesellschaftId === gesellschaftId,
  );
  if (!gesellschaft) throw new Error(`Die Demo-Gesellschaft ${gesellschaftId} fehlt.`);
  const aktiveVertraege = DEMO_VERTRAEGE.filter((v) => v.gesellschaftId === gesellschaftId && !v.geloescht);
  const vermittler = DEMO_VERMITTLERNUMMERN.find(
    (n) => n.gesellschaftId === gesellschaftId && aktiveVertraege.some((v) => v.maklernr === n.maklernr),
  );
  if (!vermittler) throw new Error(`Kein Demo-Makler hat Verträge bei ${gesellschaft.name}.`);
  const vertraege = aktiveVertraege.filter((v) => v.maklernr === vermittler.maklernr);
  const kunde = (kundennr: number): Kunde => {
    const k = DEMO_KUNDEN.find((x) => x.kundennr === kundennr);
    if (!k) throw new Error(`Der Demo-Kunde ${kundennr} fehlt.`);
    return k;
  };
  const partnernummer = (k: Kunde) =>
    k.gesellschaftKundennummern.find((g) => g.gesellschaftId === gesellschaftId)?.nummer;
  // A customer known to the company by its number: preferably one without a contract there.
  const mitNummer = DEMO_KUNDEN.filter((k) => k.maklernr === vermittler.maklernr && partnernummer(k));
  const partner = mitNummer.find((k) => !vertraege.some((v) => v.kundennr === k.kundennr)) ?? mitNummer[0];
  if (!partner) throw new Error(`Kein Demo-Kunde hat eine Kundennummer von ${gesellschaft.name}.`);
  /** The broker's customers a list names ("Name, Vorname", as the samples write the policyholder). */
  const kundenNamens = (listenname: string) =>
    DEMO_KUNDEN.filter((k) => k.maklernr === vermittler.maklernr && listenName(k) === listenname);
  return { gesellschaft, vermittler, vertraege, kunde, partnernummer, partner, kundenNamens };
}

/** A customer as the lists name the policyholder: "Name, Vorname". */
const listenName = (k: Kunde) => (k.vorname ? `${k.name}, ${k.vorname}` : k.name);

type Bestand = ReturnType<typeof bestandBei>;

const kundenname = (k: Kunde) => (k.vorname ? `${k.vorname} ${k.name}` : k.name);
const euro = (betrag: number) => `${betrag.toFixed(2).replace('.', ',')} €`;
const isoDatum = (d: Date) => d.toISOString().slice(0, 10);
/** A policy number as part of a file name. */
const inDateiname = (vsnr: string) => vsnr.replace(/[^A-Za-z0-9-]/g, '');

function pdf(dateiname: string, text: string, mimeType = 'application/pdf'): SimDatei {
  return { dateiname, inhalt: demoPdf(text), dateityp: 'Dokument', mimeType };
}

function netto(dateiname: string, inhalt: Buffer, mimeType: string): SimDatei {
  return { dateiname, inhalt, dateityp: 'Nettodaten', mimeType };
}

/**
 * Builds one insurer's shipments and keeps track of what their Zuordnungsdaten name: a policy
 * number is either a demo contract's or one the portfolio must not have.
 */
function baukasten(b: Bestand, kuerzel: string, jetzt: Date) {
  const zuordnung: DemoBiproVersicherer['zuordnung'] = { vertraege: [], fremdeVsnr: [], partner: [] };
  const tag = isoDatum(jetzt).replace(/-/g, '');
  const lieferungen: SimLieferung[] = [];
  return {
    zuordnung,
    lieferungen,
    tag,
    /** A transfer about one of the broker's contracts: policy, partner and intermediary number. */
    zuVertrag(v: Vertrag, dateien: SimDatei[], mehr: Partial<SimTransfer> = {}): SimTransfer {
      if (!zuordnung.vertraege.some((z) => z.vertragId === v.vertragId))
        zuordnung.vertraege.push({ vsnr: v.vsnr, vertragId: v.vertragId, kundennr: v.kundennr });
      const partnernummer = b.partnernummer(b.kunde(v.kundennr));
      return {
        versicherungsscheinnummer: v.vsnr,
        ...(partnernummer ? { partnernummer } : {}),
        vermittlernummer: b.vermittler.nummer,
        ...mehr,
        dateien,
      };
    },
    /**
     * A transfer naming a policy the demo portfolio does not have, for `kunde` (his number at the
     * company as the partner number) where the insurer's customer is in the book.
     */
    zuFremdemVertrag(
      vsnr: string,
      dateien: SimDatei[],
      mehr: Partial<SimTransfer> = {},
      kunde?: Kunde,
    ): SimTransfer {
      if (DEMO_VERTRAEGE.some((v) => gleicheVsnr(v.vsnr, vsnr)))
        throw new Error(`Die Versicherungsscheinnummer ${vsnr} ist im Demo-Bestand; sie soll es nicht sein.`);
      zuordnung.fremdeVsnr.push(vsnr);
      const partnernummer = kunde && b.partnernummer(kunde);
      if (kunde && !partnernummer)
        throw new Error(`Der Demo-Kunde ${kunde.kundennr} hat keine Nummer bei ${b.gesellschaft.name}.`);
      return {
        versicherungsscheinnummer: vsnr,
        ...(partnernummer ? { partnernummer } : {}),
        vermittlernummer: b.vermittler.nummer,
        ...mehr,
        dateien,
      };
    },
    /** A transfer naming only the customer's number at the company. */
    zuPartner(k: Kunde, dateien: SimDatei[], mehr: Partial<SimTransfer> = {}): SimTransfer {
      const partnernummer = b.partnernummer(k)!;
      zuordnung.partner.push({ partnernummer, kundennr: k.kundennr });
      return { partnernummer, ...mehr, dateien };
    },
    /** A data file for the broker: only his intermediary number. */
    zuVermittler(dateien: SimDatei[], mehr: Partial<SimTransfer> = {}): SimTransfer {
      return { vermittlernummer: b.vermittler.nummer, ...mehr, dateien };
    },
    /** The shipment `nr`, made available `stunden` before `jetzt`, fetchable for `tage` days. */
    lieferung(nr: number, kategorie: string, stunden: number, transfers: SimTransfer[], tage = 30) {
      lieferungen.push({
        id: `${kuerzel}-${tag}-${String(nr).padStart(4, '0')}`,
        kategorie,
        einstellzeitpunkt: new Date(jetzt.getTime() - stunden * STUNDE).toISOString(),
        verfuegbarBis: isoDatum(new Date(jetzt.getTime() + tage * TAG)),
        transfers,
      });
    },
  };
}

/** Muster Versicherung AG (VU 9999, the GDV sample's): profile 2.6.1.1.0, files as MTOM parts. */
function musterVersicherung(jetzt: Date): DemoBiproVersicherer {
  const b = bestandBei(1);
  const k = baukasten(b, 'MV', jetzt);
  const v = (i: number) => b.vertraege[i % b.vertraege.length]!;
  const wer = (vertrag: Vertrag) => kundenname(b.kunde(vertrag.kundennr));
  const nr = (vertrag: Vertrag) => inDateiname(vertrag.vsnr);
  const g = b.gesellschaft.name;
  const vu = b.gesellschaft.vuNrBafin ?? String(b.gesellschaft.gesellschaftId);
  const gdv = demoBiproGdv();
  const inhaber = (vertrag: Vertrag) => listenName(b.kunde(vertrag.kundennr));
  /** The one customer of the broker a list names. */
  const einKunde = (listenname: string) => {
    const [kunde, ...weitere] = b.kundenNamens(listenname);
    if (!kunde || weitere.length > 0) throw new Error(`Nicht genau ein Demo-Kunde ${listenname}.`);
    return kunde;
  };
  // A contract the GDV sample brings for Rudolf Pollsmann (bestand.ts): not booked yet, its
  // first premium is already dunned — the reminder waits for it, its customer suggested.
  const neuerVertrag = { vsnr: '59999999998', kunde: einKunde('Pollsmann, Rudolf'), offen: 212.3 };
  // A contract handed over from another broker, for the customer the book holds twice (bestand.ts).
  const uebertragen = { vsnr: '59999999970', kunden: b.kundenNamens('Pollimann, Rudolf') };
  if (uebertragen.kunden.length !== 2)
    throw new Error('Der Demo-Bestand hält Rudolf Pollimann nicht doppelt.');
  const mahnTage = {
    faelligkeit: deutschesDatum(new Date(jetzt.getTime() - 30 * TAG).toISOString()),
    mahndatum: deutschesDatum(new Date(jetzt.getTime() - 2 * TAG).toISOString()),
  };
  const police = (vertrag: Vertrag) =>
    pdf(
      `Versicherungsschein_${nr(vertrag)}.pdf`,
      `Versicherungsschein Nr. ${vertrag.vsnr} für ${wer(vertrag)} – ${g}`,
    );

  k.lieferung(1, '100007000', 30, [k.zuVertrag(v(0), [police(v(0))]), k.zuVertrag(v(3), [police(v(3))])]);
  k.lieferung(2, '120010000', 28, [
    k.zuVertrag(v(1), [
      pdf(
        `Nachtrag_${nr(v(1))}.pdf`,
        `Nachtrag zum Versicherungsschein ${v(1).vsnr}: Vertragsumstellung für ${wer(v(1))}`,
      ),
      pdf(
        `Beitragsrechnung_${nr(v(1))}.pdf`,
        `Beitragsrechnung zum Vertrag ${v(1).vsnr}: ${euro(v(1).beitrag ?? 0)} – ${wer(v(1))}`,
      ),
    ]),
  ]);
  k.lieferung(3, '160010000', 26, [
    k.zuVertrag(v(2), [
      pdf(
        `Kuendigungsbestaetigung_${nr(v(2))}.pdf`,
        `Bestätigung Ihrer Kündigung des Vertrags ${v(2).vsnr} – ${wer(v(2))}`,
      ),
    ]),
  ]);
  k.lieferung(4, '140012020', 24, [
    k.zuVertrag(v(3), [
      pdf(
        `Mahnung_${nr(v(3))}.pdf`,
        `Mahnung Erstprämie zum Vertrag ${v(3).vsnr}: offen ${euro(v(3).beitrag ?? 0)} – ${wer(v(3))}`,
      ),
    ]),
    // Not in the book yet: the letter waits for its contract, its customer suggested.
    k.zuFremdemVertrag(
      neuerVertrag.vsnr,
      [
        pdf(
          `Mahnung_${neuerVertrag.vsnr}.pdf`,
          `Mahnung Erstprämie zum Vertrag ${neuerVertrag.vsnr}: offen ${euro(neuerVertrag.offen)} – ${kundenname(neuerVertrag.kunde)}`,
        ),
      ],
      {},
      neuerVertrag.kunde,
    ),
    // The list of the letters above, as data: the dunning list.
    k.zuVermittler(
      [
        netto(
          `mahnliste_${vu}_${k.tag}.csv`,
          mahnlisteCsv([
            {
              vsnr: v(3).vsnr,
              versicherungsnehmer: inhaber(v(3)),
              mahnstufe: 1,
              offen: v(3).beitrag ?? 0,
              ...mahnTage,
            },
            {
              vsnr: neuerVertrag.vsnr,
              versicherungsnehmer: listenName(neuerVertrag.kunde),
              mahnstufe: 1,
              offen: neuerVertrag.offen,
              ...mahnTage,
            },
          ]),
          'text/csv',
        ),
      ],
      { artId: '140012000' },
    ),
  ]);
  k.lieferung(
    5,
    '999010010',
    20,
    [k.zuVermittler([netto(`${vu}_Gesamtbestand_${k.tag}.gdv`, gdv.gesamtbestand, 'text/plain')])],
    7,
  );
  k.lieferung(
    6,
    '999010020',
    19,
    [k.zuVermittler([netto(`${vu}_Aenderungen_${k.tag}.gdv`, gdv.aenderungen, 'text/plain')])],
    7,
  );
  k.lieferung(7, '100007000', 12, [
    k.zuVertrag(v(1), [
      zipDatei(
        `Vertragsunterlagen_${nr(v(1))}.zip`,
        [
          {
            name: `Versicherungsschein_${nr(v(1))}.pdf`,
            inhalt: demoPdf(`Versicherungsschein Nr. ${v(1).vsnr} für ${wer(v(1))} – ${g}`),
          },
          {
            name: `AVB_${nr(v(1))}.pdf`,
            inhalt: demoPdf(`Allgemeine Versicherungsbedingungen zum Vertrag ${v(1).vsnr}`),
          },
        ],
        { mtime: jetzt },
      ),
    ]),
  ]);
  const p = b.partner;
  k.lieferung(8, '110011000', 10, [
    k.zuPartner(p, [
      pdf(
        `Adressaenderung_${b.partnernummer(p)!}.pdf`,
        `Adressänderung für Partner ${b.partnernummer(p)!}: ${[kundenname(p), p.strasse, [p.plz, p.ort].filter(Boolean).join(' ')].filter(Boolean).join(', ')}`,
      ),
    ]),
  ]);
  const schaden = `S-${vu}-${k.tag.slice(0, 4)}-00417`;
  k.lieferung(9, '150013010', 8, [
    k.zuVertrag(
      v(0),
      [
        pdf(
          `Schadenmeldung_${schaden}.pdf`,
          `Eingangsbestätigung Ihrer Schadenmeldung ${schaden} zum Vertrag ${v(0).vsnr}`,
        ),
      ],
      { schadennummer: schaden },
    ),
  ]);
  // A contract handed over from another broker: not in the book yet, its partner number held by
  // both records of the customer — a person picks one. Declared as application/octet-stream as
  // some insurers do for PDFs.
  k.lieferung(10, '130017001', 2, [
    k.zuFremdemVertrag(
      uebertragen.vsnr,
      [
        pdf(
          `Bestandsuebertragung_${uebertragen.vsnr}.pdf`,
          `Übertragung des Vertrags ${uebertragen.vsnr} von ${kundenname(uebertragen.kunden[0]!)} in Ihren Bestand (Maklerwechsel)`,
          'application/octet-stream',
        ),
      ],
      {},
      uebertragen.kunden[0],
    ),
  ]);
  // The month's commission: the broker's contracts, the cancelled one (shipment 3) reversed.
  k.lieferung(11, '210400000', 1, [
    k.zuVermittler([
      netto(
        `${vu}_courtage_${k.tag}.csv`,
        courtageCsv(
          [v(0), v(1), v(3), v(2)].map((vertrag) => ({
            vermittlernummer: b.vermittler.nummer,
            vsnr: vertrag.vsnr,
            versicherungsnehmer: inhaber(vertrag),
            sparte: SPARTEN[vertrag.sparte ?? ''] ?? 'Sonstige',
            beitrag: vertrag.beitrag ?? 0,
            satz: vertrag.sparte === '050' ? 8.5 : 15,
            buchungsdatum: deutschesDatum(new Date(jetzt.getTime() - 3 * TAG).toISOString()),
            ...(vertrag === v(2)
              ? { buchungstext: 'Storno Provision wg. Kündigung', storno: true }
              : { buchungstext: 'Bestandsprovision' }),
          })),
        ),
        'text/csv',
      ),
    ]),
  ]);
  // A category the company's exception excludes (stammdaten.ts): both files go to the archive.
  k.lieferung(12, String(DEMO_AUSGENOMMENE_KATEGORIE.gevoArt), 1, [
    k.zuVermittler([
      pdf(
        `Produktinformation_${k.tag}.pdf`,
        `Produktinformation für Vermittler: neue Tarife der Unfallversicherung ab ${deutschesDatum(jetzt.toISOString())} – ${g}`,
      ),
      {
        dateiname: `Produktinformation_${k.tag}.xml`,
        inhalt: produktinformationXml({
          gesellschaft: g,
          titel: 'Neue Tarife der Unfallversicherung',
          gueltigAb: isoDatum(jetzt),
          text: 'Die Tarife „Unfall Kompakt“ & „Unfall Plus“ ersetzen die bisherigen Tarife.',
        }),
        dateityp: 'Dokument',
        mimeType: 'application/xml',
      },
    ]),
  ]);

  return {
    name: 'Muster Versicherung BiPRO',
    gesellschaft: g,
    gesellschaftId: b.gesellschaft.gesellschaftId,
    maklernr: b.vermittler.maklernr,
    vermittlernummer: b.vermittler.nummer,
    benutzer: 'demo-muster',
    passwort: 'Muster-BiPRO-2026!',
    version: '2.6.1.1.0',
    mtom: true,
    profil: { version: '2.6.1.1.0', soapAction: 'urn', stsMitWsaAction: false },
    lieferungen: k.lieferungen,
    zuordnung: k.zuordnung,
  };
}

/** One line of the dunning list sample (VSNR;Versicherungsnehmer;Mahnstufe;Fälligkeit;offener Betrag;Mahndatum). */
interface Mahnzeile {
  vsnr: string;
  versicherungsnehmer: string;
  mahnstufe: number;
  faelligkeit: string;
  betrag: string;
}

function mahnzeilen(csv: Buffer): Mahnzeile[] {
  return csv
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .slice(1)
    .filter((z) => z.trim() !== '')
    .map((z) => {
      const [vsnr = '', versicherungsnehmer = '', stufe = '', faelligkeit = '', betrag = ''] = z.split(';');
      return { vsnr, versicherungsnehmer, mahnstufe: Number(stufe), faelligkeit, betrag };
    });
}

/** Alpenland Versicherung AG (the commission and dunning samples'): profile 2.1.4.1.1, files inline. */
function alpenland(jetzt: Date): DemoBiproVersicherer {
  const b = bestandBei(4);
  const k = baukasten(b, 'AL', jetzt);
  const wer = (vertrag: Vertrag) => kundenname(b.kunde(vertrag.kundennr));
  const nr = (vertrag: Vertrag) => inDateiname(vertrag.vsnr);
  const g = b.gesellschaft.name;
  const courtage = readFileSync(eingebautesBeispiel(DEMO_BIPRO_LISTEN.courtage));
  const mahnliste = readFileSync(eingebautesBeispiel(DEMO_BIPRO_LISTEN.mahnliste));
  const vertragZu = (vsnr: string) => b.vertraege.find((v) => gleicheVsnr(v.vsnr, vsnr));
  const nachBeginn = [...b.vertraege].sort((x, y) => (y.beginn ?? '').localeCompare(x.beginn ?? ''));
  const [neuester, zweitneuester] = nachBeginn;
  const [aeltester, zweitaeltester] = [...nachBeginn].reverse();
  // The cancellation the commission statement reverses its commission for.
  const stornoZeile = courtage
    .toString('latin1')
    .split(/\r?\n/)
    .find((z) => /Kündigung/.test(z));
  const gekuendigt = stornoZeile && vertragZu(stornoZeile.split(';')[1] ?? '');
  if (!neuester || !zweitneuester || !aeltester || !zweitaeltester || !gekuendigt)
    throw new Error(`Der Demo-Bestand bei ${g} passt nicht zu den Beispiel-Listen.`);
  const polizze = (vertrag: Vertrag) =>
    pdf(`Polizze_${nr(vertrag)}.pdf`, `Polizze Nr. ${vertrag.vsnr} für ${wer(vertrag)} – ${g}`);

  k.lieferung(1, '100007000', 50, [
    k.zuVertrag(neuester, [polizze(neuester)]),
    k.zuVertrag(zweitneuester, [polizze(zweitneuester)]),
  ]);
  k.lieferung(
    2,
    '120010000',
    47,
    [aeltester, zweitaeltester].map((vertrag) =>
      k.zuVertrag(vertrag, [
        pdf(
          `Nachtrag_${nr(vertrag)}.pdf`,
          `Nachtrag zur Polizze ${vertrag.vsnr}: Vertragsumstellung für ${wer(vertrag)}`,
        ),
      ]),
    ),
  );
  k.lieferung(3, '160010000', 44, [
    k.zuVertrag(gekuendigt, [
      pdf(
        `Kuendigungsbestaetigung_${nr(gekuendigt)}.pdf`,
        `Bestätigung Ihrer Kündigung des Vertrags ${gekuendigt.vsnr} – ${wer(gekuendigt)}`,
      ),
    ]),
  ]);

  // The dunning letters, one per line of the dunning list; a line whose policy is not in the
  // book gives a letter that names a foreign policy number — and its customer's partner number,
  // where the book has the customer the line names.
  const [ersteMahnung, ...weitereMahnungen] = mahnzeilen(mahnliste);
  if (!ersteMahnung) throw new Error('Die Beispiel-Mahnliste ist leer.');
  const mahnTransfer = (m: Mahnzeile, artId: string, titel: string) => {
    const datei = pdf(
      `Mahnung_${inDateiname(m.vsnr)}.pdf`,
      `${titel} zum Vertrag ${m.vsnr}: offener Beitrag ${m.betrag} €, fällig seit ${m.faelligkeit} – ${m.versicherungsnehmer}`,
    );
    const vertrag = vertragZu(m.vsnr);
    const [kunde] = b.kundenNamens(m.versicherungsnehmer);
    return vertrag
      ? k.zuVertrag(vertrag, [datei], { artId })
      : k.zuFremdemVertrag(m.vsnr, [datei], { artId }, kunde);
  };
  k.lieferung(4, '140012020', 40, [mahnTransfer(ersteMahnung, '140012020', 'Mahnung Erstprämie')]);
  k.lieferung(
    5,
    '140012021',
    38,
    weitereMahnungen.map((m) =>
      m.mahnstufe >= 3
        ? mahnTransfer(m, '140012025', 'Letzte Mahnung')
        : mahnTransfer(m, '140012021', 'Mahnung Folgeprämie'),
    ),
  );
  k.lieferung(6, '140012000', 36, [
    k.zuVermittler([netto(DEMO_BIPRO_LISTEN.mahnliste, mahnliste, 'text/csv')]),
  ]);
  k.lieferung(7, '210400000', 30, [
    k.zuVermittler([netto(DEMO_BIPRO_LISTEN.courtage, courtage, 'text/csv')]),
  ]);
  const p = b.partner;
  k.lieferung(8, '110011000', 20, [
    k.zuPartner(p, [
      pdf(
        `Adressaenderung_${b.partnernummer(p)!}.pdf`,
        `Adressänderung für Partner ${b.partnernummer(p)!}: ${[kundenname(p), p.strasse, [p.plz, p.ort].filter(Boolean).join(' ')].filter(Boolean).join(', ')}`,
      ),
    ]),
  ]);
  // A letter on a household policy the book does not hold yet, for the customer of the old one
  // (assigned to her by the partner number), declared as application/octet-stream. Its code is
  // the one the demo keeps no category for: 'Fehlende GeVo-Arten'.
  const hausrat = vertragZu('HH-2023-0045871');
  if (!hausrat) throw new Error(`Der Demo-Bestand bei ${g} hat die Hausratpolizze nicht.`);
  k.lieferung(9, String(DEMO_GEVOART_OHNE_KATEGORIE), 6, [
    k.zuFremdemVertrag(
      'HH-2024-0051120',
      [
        pdf(
          'Schreiben_HH-2024-0051120.pdf',
          `Ihre Anfrage zur Polizze HH-2024-0051120 (Nachfolge von ${hausrat.vsnr}) – ${wer(hausrat)}: Wir haben die Unterlagen erhalten.`,
          'application/octet-stream',
        ),
      ],
      {},
      b.kunde(hausrat.kundennr),
    ),
  ]);
  const kfz = b.vertraege.find((v) => v.sparte?.startsWith('05')) ?? neuester;
  const schaden = `KS-${k.tag.slice(0, 4)}-004711`;
  k.lieferung(10, '150013010', 3, [
    k.zuVertrag(
      kfz,
      [
        pdf(
          `Schadenmeldung_${schaden}.pdf`,
          `Eingangsbestätigung Ihrer Schadenmeldung ${schaden} zur Polizze ${kfz.vsnr} – ${wer(kfz)}`,
        ),
      ],
      { schadennummer: schaden },
    ),
  ]);

  return {
    name: 'Alpenland BiPRO',
    gesellschaft: g,
    gesellschaftId: b.gesellschaft.gesellschaftId,
    maklernr: b.vermittler.maklernr,
    vermittlernummer: b.vermittler.nummer,
    benutzer: 'demo-alpenland',
    passwort: 'Alpenland-BiPRO-2026!',
    version: '2.1.4.1.1',
    mtom: false,
    profil: { version: '2.1.4.1.1', soapAction: 'leer', stsMitWsaAction: false },
    lieferungen: k.lieferungen,
    zuordnung: k.zuordnung,
  };
}

/**
 * The demo insurers with their accesses' data and shipments; `jetzt` fixes every timestamp
 * (shipments made available in the hours before it, fetchable for 30 days, GDV files for 7).
 */
export function demoBiproVersicherer(jetzt: Date): DemoBiproVersicherer[] {
  return [musterVersicherung(jetzt), alpenland(jetzt)];
}

/**
 * One shipment of a download run ("Lieferung abholen", events/src/abholen.ts): get it, its files
 * streamed to S3 as they arrive; store each file's record once (claims by access + shipment +
 * content hash); classify it (domain/bipro/einordnung.ts) and assign a document
 * (domain/bipro/zuordnung.ts); hand a GDV file to the import where the access wants it; and only
 * when every file and its record are stored, acknowledge the shipment. Then the shipment's
 * statistics (reference §3 "Delivery").
 *
 * Idempotent: fetched again (a retry, a run after a run that died before acknowledging), the
 * same files find their claims and count as done ("schonErledigteFiles"), nothing is stored
 * twice. A shipment with a file that could not be decoded is stored as far as it goes — the
 * broken file archived with its cause — and left unacknowledged, so the insurer offers it again
 * and staff see the reason.
 */
import type { AbholZaehler, LieferungAuftrag, LieferungErgebnis } from '@lieferdesk/events';
import type { BiproKategorie } from '@lieferdesk/shared';
import type { AbgelegteDatei, StromLieferung } from '../bipro/lesen/ablage';
import type { BiproDateiEintrag } from '../data/repositories/biproDateien';
import { biproDateienRepository } from '../data/repositories/biproDateien';
import { biproLieferungenRepository, type Lieferstatistik } from '../data/repositories/biproLieferungen';
import { gesellschaftenRepository } from '../data/repositories/gesellschaften';
import { gesellschaftZugaengeRepository } from '../data/repositories/gesellschaftZugaenge';
import { kategorieAusnahmenRepository } from '../data/repositories/kategorieAusnahmen';
import { kategorienRepository } from '../data/repositories/kategorien';
import { kundenRepository } from '../data/repositories/kunden';
import { blacklistNummern, einstellungenRepository } from '../data/repositories/einstellungen';
import { maklerRepository } from '../data/repositories/makler';
import { vertraegeRepository } from '../data/repositories/vertraege';
import { zugaengeRepository, type ZugangEintrag } from '../data/repositories/zugaenge';
import { datenbank, type Datenbank } from '../data/datenbank';
import type { Kunde } from '../domain/bestand';
import { einordnen, gevoArtAus, type Einordnung } from '../domain/bipro/einordnung';
import { zuordnen, type Zuordnungsergebnis } from '../domain/bipro/zuordnung';
import { normalisiereKennung } from '../domain/kennung';
import { normalisiereVsnr } from '../domain/vsnr';
import { begrenzterSpeicher } from '../begrenzterSpeicher';
import { registriereDatei } from '../pipeline/lesen/registrieren';
import { inboxBucket } from '../speicher/s3';
import { ablageS3 } from './ablageS3';
import { clientFuer } from './zugangsClient';
import { monatVon as monatBerlin } from '../domain/buchung/gebuehr';
import { LieferungNichtAbholbar, SperreVerloren, meldungsText } from './fehler';

/** Messages that say a shipment cannot be got however often we ask: unknown id, past its availability. */
const ENDGUELTIG = new Set(['04003', '04006']);
/** "Already acknowledged": what we wanted. */
const SCHON_QUITTIERT = '04002';

export const leererZaehler = (): AbholZaehler => ({
  zugeordnet: 0,
  nichtZugeordnet: 0,
  gdv: 0,
  abrechnungen: 0,
  mahnungen: 0,
  archiv: 0,
});

const ZAEHLER_VON_ZIEL = {
  gdv: 'gdv',
  abrechnung: 'abrechnungen',
  mahnung: 'mahnungen',
  archiv: 'archiv',
} as const;

function zaehlen(z: AbholZaehler, d: Pick<BiproDateiEintrag, 'ziel' | 'zuordnung'>): void {
  if (d.ziel === 'dokument') z[d.zuordnung === 2 ? 'zugeordnet' : 'nichtZugeordnet']++;
  else z[ZAEHLER_VON_ZIEL[d.ziel]]++;
}

const INKASSO = (g: number | undefined) => g !== undefined && Math.floor(g / 1_000_000) === 140;

export interface AbholOptionen {
  db?: Datenbank;
  jetzt?: () => Date;
}

export async function lieferungAbholen(
  auftrag: LieferungAuftrag,
  o: AbholOptionen = {},
): Promise<LieferungErgebnis> {
  const db = o.db ?? datenbank();
  const jetzt = o.jetzt ?? (() => new Date());
  const zugaenge = zugaengeRepository(db);
  const zugang = await zugaenge.laden(auftrag.zugangId);
  if (zugang?.sperre !== auftrag.laufId) throw new SperreVerloren();
  const { id: transferId } = auftrag.abschnitt;

  const beginn = jetzt().toISOString();
  const lieferungen = biproLieferungenRepository(db);
  await lieferungen.beginnen({
    zugangId: zugang.zugangId,
    transferId,
    extZugangBezeichnung: zugang.extZugangBezeichnung,
    gesellschaftId: zugang.gesellschaftId,
    maklernr: zugang.maklernr,
    monat: monatBerlin(new Date(beginn)),
    dateStarted: beginn,
    einstellzeitpunkt: auftrag.abschnitt.einstellzeitpunkt,
    gevoArt: gevoArtAus(auftrag.abschnitt.kategorie),
  });

  const client = await clientFuer(zugang, auftrag.laufId);
  const bucket = inboxBucket();
  const { ablage, abgelegt } = ablageS3(bucket, zugang.zugangId);
  const antwort = await client.abrufenStrom(transferId, ablage);
  const lieferung = antwort.lieferungen.find((l) => l.id === transferId) ?? antwort.lieferungen[0];
  if (!lieferung) {
    const text = meldungsText(antwort.meldungen);
    if (antwort.meldungen.some((m) => ENDGUELTIG.has(m.id))) throw new LieferungNichtAbholbar(text);
    throw new Error(text);
  }

  const speicher = await dateienSpeichern(db, zugang, auftrag.laufId, lieferung, abgelegt, bucket, jetzt);
  const dateiFehler = lieferung.dateien.filter((d) => d.fehler);
  let fehler: string | undefined;
  if (dateiFehler.length > 0 || !antwort.ok) {
    // Nothing of a shipment is acknowledged unless all of it is stored (bipro/README.md).
    fehler = `Lieferung ${transferId} nicht quittiert: ${meldungsText(antwort.meldungen)}`;
  } else {
    const quittung = await client.quittieren(transferId);
    if (!quittung.ok && !quittung.meldungen.some((m) => m.id === SCHON_QUITTIERT))
      throw new Error(`Quittieren von ${transferId}: ${meldungsText(quittung.meldungen)}`);
  }

  await lieferungen.abschliessen(
    zugang.zugangId,
    transferId,
    { ...speicher.statistik, quittiert: fehler === undefined, ...(fehler ? { error: fehler } : {}) },
    jetzt().toISOString(),
  );
  return { id: transferId, zaehler: speicher.zaehler, ...(fehler ? { fehler } : {}) };
}

/**
 * What every shipment of a run reads the same way — the categories, the company's exceptions, its
 * name, the companies of the access, the blacklist's verdict and the portfolio lookups — read
 * once per run and container (a run's shipments share warm containers), not once per shipment.
 */
const konfigurationen = begrenzterSpeicher<ReturnType<typeof konfigurationLaden>>(20);

const laufKonfiguration = (db: Datenbank, zugang: ZugangEintrag, laufId: string) =>
  konfigurationen.holen(`${zugang.zugangId}:${laufId}`, () => konfigurationLaden(db, zugang));

async function konfigurationLaden(db: Datenbank, zugang: ZugangEintrag) {
  const [kategorien, ausnahmen, alleGesellschaften, zugeordnet, gesperrteStruktur] = await Promise.all([
    kategorienRepository(db).liste(),
    kategorieAusnahmenRepository(db).derGesellschaft(zugang.gesellschaftId),
    gesellschaftenRepository(db).liste(),
    gesellschaftZugaengeRepository(db).liste(zugang.extZugangBezeichnung),
    gesperrteStrukturVon(db, zugang.maklernr),
  ]);
  const gesellschaften = new Set([zugang.gesellschaftId, ...zugeordnet.map((g) => g.gesellschaftId)]);
  return {
    kategorien: new Map<number, BiproKategorie>(kategorien.map((k) => [k.gevoArt, k])),
    ausnahmen,
    gesellschaftsName: alleGesellschaften.find((g) => g.gesellschaftId === zugang.gesellschaftId)?.name,
    gesperrteStruktur,
    bestand: bestandsSicht(db, zugang, gesellschaften),
  };
}

/** The broker's number or his structure leader's, if the broker blacklist names it. */
async function gesperrteStrukturVon(db: Datenbank, maklernr: string): Promise<string | undefined> {
  const gesperrt = new Set(blacklistNummern(await einstellungenRepository(db).maklerBlacklist()));
  if (gesperrt.size === 0) return undefined;
  if (gesperrt.has(maklernr)) return maklernr;
  const leiter = (await maklerRepository(db).laden(maklernr))?.strukturLeiter;
  return leiter !== undefined && gesperrt.has(leiter) ? leiter : undefined;
}

/**
 * What the assignment needs of the access's portfolio: the contracts and customers at the
 * access's own company and at every company the insurer mapping (§2.2) ties to its access name —
 * one BiPRO access often delivers for several companies of a group. The broker's customers (for
 * a partner number) are read once, when first needed.
 */
function bestandsSicht(db: Datenbank, zugang: ZugangEintrag, gesellschaften: ReadonlySet<number>) {
  const vertraege = vertraegeRepository(db);
  const kunden = kundenRepository(db);
  let kundenDesMaklers: Promise<Kunde[]> | undefined;
  return {
    async vertraege(policeNr: string | undefined) {
      const norm = normalisiereVsnr(policeNr);
      if (!norm) return [];
      return (await Promise.all([...gesellschaften].map((g) => vertraege.nachVsnr(g, [norm])))).flat();
    },
    async kunden(partnernummer: string | undefined): Promise<Kunde[]> {
      const norm = normalisiereKennung(partnernummer);
      if (!norm) return [];
      kundenDesMaklers ??= kunden.alleDesMaklers(zugang.maklernr);
      return (await kundenDesMaklers).filter((k) =>
        k.gesellschaftKundennummern.some(
          (n) => gesellschaften.has(n.gesellschaftId) && normalisiereKennung(n.nummer) === norm,
        ),
      );
    },
  };
}

async function dateienSpeichern(
  db: Datenbank,
  zugang: ZugangEintrag,
  laufId: string,
  lieferung: StromLieferung,
  abgelegt: ReadonlyMap<number, { bucket: string; key: string }>,
  bucket: string,
  jetzt: () => Date,
): Promise<{ zaehler: AbholZaehler; statistik: Omit<Lieferstatistik, 'quittiert' | 'error'> }> {
  const dateien = biproDateienRepository(db);
  const { kategorien, ausnahmen, gesellschaftsName, gesperrteStruktur, bestand } = await laufKonfiguration(
    db,
    zugang,
    laufId,
  );
  const kennung = (d: AbgelegteDatei) => (d.fehler ? `unlesbar-${d.nr}` : d.sha256);
  const ansprueche = await dateien.ansprueche(zugang.zugangId, lieferung.id, lieferung.dateien.map(kennung));
  // One id for every file without a record yet (ids are never handed out twice; unused ones are gaps).
  const ids = await dateien.neueIds(
    lieferung.dateien.filter((d) => !ansprueche.gespeichert.has(kennung(d))).length,
  );
  const zaehler = leererZaehler();
  // The delivered ZIPs, by transfer and name (lesen/ablage.ts, `zip`): one is broken if any file
  // it became could not be unpacked or stored.
  const zipDateien = lieferung.dateien.filter((d) => d.zip !== undefined);
  const zipSchluessel = (d: AbgelegteDatei) => JSON.stringify([d.transfer, d.zip]);
  const s = {
    allInputFiles: lieferung.dateien.length,
    persistedFiles: 0,
    nichtzugeordnetePdfFiles: 0,
    nonUniquePolices: 0,
    notFoundPolices: 0,
    inputUnassigned: 0,
    dbAlreadyExistFiles: 0,
    schadenLeistungMeldungen: 0,
    schonErledigteFiles: 0,
    numberGeschaeftsvorfallTransfers: lieferung.transfers.filter((t) => !INKASSO(gevoArtAus(t.artId))).length,
    numberInkassoTransfers: lieferung.transfers.filter((t) => INKASSO(gevoArtAus(t.artId))).length,
    inputZips: new Set(zipDateien.map(zipSchluessel)).size,
    abgelegteZipFiles: 0,
    defekteZipFiles: new Set(zipDateien.filter((d) => d.fehler !== undefined).map(zipSchluessel)).size,
  };
  const fehlend = new Set<number>();

  for (const datei of lieferung.dateien) {
    const inhaltsKennung = kennung(datei);
    const frueher = ansprueche.gespeichert.get(inhaltsKennung);
    if (frueher !== undefined) {
      // Stored by an earlier attempt at this shipment: count it, store nothing.
      s.schonErledigteFiles++;
      const eintrag = await dateien.laden(frueher);
      if (eintrag) zaehlen(zaehler, eintrag);
      continue;
    }
    const transfer = lieferung.transfers[datei.transfer] ?? {};
    const gevoArt = gevoArtAus(transfer.artId) ?? gevoArtAus(lieferung.kategorie);
    // Content delivered before, or earlier in this very shipment.
    const bereitsGeliefert = datei.fehler ? undefined : ansprueche.inhalt.get(datei.sha256);
    const einordnung = einordnen(
      { gevoArt, dateiname: datei.dateiname, fehler: datei.fehler, bereitsGeliefert, gesperrteStruktur },
      kategorien,
      ausnahmen,
    );
    if (gevoArt !== undefined && !kategorien.has(gevoArt)) fehlend.add(gevoArt);
    if (bereitsGeliefert !== undefined) s.dbAlreadyExistFiles++;

    let zuordnung: Zuordnungsergebnis | undefined;
    if (einordnung.ziel === 'dokument') {
      zuordnung = zuordnen({
        maklernr: zugang.maklernr,
        policeNr: transfer.versicherungsscheinnummer,
        partnernummer: transfer.partnernummer,
        vertraege: await bestand.vertraege(transfer.versicherungsscheinnummer),
        kunden: await bestand.kunden(transfer.partnernummer),
      });
      if (zuordnung.stand === 0) {
        if (/\.pdf$/i.test(datei.dateiname)) s.nichtzugeordnetePdfFiles++;
        if (!transfer.versicherungsscheinnummer) s.inputUnassigned++;
        else if (
          zuordnung.kandidaten.some((k) => k.vertragId !== undefined && k.maklernr === zugang.maklernr)
        )
          s.nonUniquePolices++;
        else s.notFoundPolices++;
      }
    }

    const eintrag = dateiEintrag(ids.shift()!, {
      zugang,
      lieferung,
      datei,
      inhaltsKennung,
      objekt: abgelegt.get(datei.nr),
      bucket,
      einordnung,
      zuordnung,
      gevoArt,
      transfer,
      jetzt: jetzt(),
    });
    if (!(await dateien.anlegen(eintrag, bereitsGeliefert === undefined && !datei.fehler))) {
      // Another run stored it at the same moment.
      s.schonErledigteFiles++;
      continue;
    }
    s.persistedFiles++;
    if (bereitsGeliefert === undefined && !datei.fehler) ansprueche.inhalt.set(datei.sha256, eintrag.id);
    if (datei.zip !== undefined && !datei.fehler) s.abgelegteZipFiles++;
    zaehlen(zaehler, eintrag);

    if (eintrag.ziel === 'gdv' && zugang.gdvEinlesen && eintrag.key) {
      const registriert = await registriereDatei({
        bucket: eintrag.bucket,
        key: eintrag.key,
        dateiname: eintrag.fileName,
        gesellschaft: gesellschaftsName,
      });
      if (registriert.dateiId !== undefined) await dateien.importiert(eintrag.id, registriert.dateiId);
    }
  }
  return {
    zaehler,
    statistik: { ...s, ...(fehlend.size ? { fehlendeGevoArts: [...fehlend].join(', ') } : {}) },
  };
}

function dateiEintrag(
  id: number,
  a: {
    zugang: ZugangEintrag;
    lieferung: StromLieferung;
    datei: AbgelegteDatei;
    inhaltsKennung: string;
    objekt: { bucket: string; key: string } | undefined;
    bucket: string;
    einordnung: Einordnung;
    zuordnung: Zuordnungsergebnis | undefined;
    gevoArt: number | undefined;
    transfer: StromLieferung['transfers'][number];
    jetzt: Date;
  },
): BiproDateiEintrag {
  const { zugang, datei, einordnung, zuordnung, transfer } = a;
  const kategorie = einordnung.kategorie;
  return {
    id,
    ziel: einordnung.ziel,
    zugangId: zugang.zugangId,
    transferId: a.lieferung.id,
    nr: datei.nr,
    sha256: a.inhaltsKennung,
    fileName: datei.dateiname,
    fileSize: datei.fehler ? 0 : datei.bytes,
    mimeType: datei.mimeType,
    bucket: a.objekt?.bucket ?? a.bucket,
    // A file that could not be stored has no object: the archive shows it without content.
    key: a.objekt?.key ?? '',
    gesellschaftId: zugang.gesellschaftId,
    maklernr: zugang.maklernr,
    extUserName: zugang.benutzername,
    gevoArt: a.gevoArt,
    category: kategorie ? `${kategorie.hauptKategorie} / ${kategorie.unterKategorie}` : undefined,
    monat: monatBerlin(a.jetzt),
    creationDate: a.jetzt.toISOString(),
    policeNr: transfer.versicherungsscheinnummer,
    partnernummer: transfer.partnernummer,
    vermittlernummer: transfer.vermittlernummer,
    schadennummer: transfer.schadennummer,
    cause: einordnung.cause ?? (zuordnung?.stand === 0 ? zuordnung.kandidaten[0]?.grund : undefined),
    ...(zuordnung
      ? {
          zuordnung: zuordnung.stand,
          kandidaten: zuordnung.kandidaten,
          ...(zuordnung.stand === 2
            ? {
                internalId: zuordnung.vertragId,
                kundennr: zuordnung.kundennr,
                mscDate: a.jetzt.toISOString(),
              }
            : {}),
        }
      : {}),
    invisible: false,
  };
}

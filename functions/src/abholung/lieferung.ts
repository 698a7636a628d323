/**
 * One shipment of a download run ("Lieferung abholen", events/src/abholen.ts): get it, its files
 * streamed to S3 as they arrive; store each file's record once (claims by access + shipment +
 * content hash); classify it (domain/bipro/einordnung.ts) and assign a document
 * (automatischeZuordnung.ts, which the inbox's re-assign shares); hand a GDV file to the import
 * where the access wants it; and only when every file and its record are stored, acknowledge the
 * shipment. Then the shipment's statistics (reference §3 "Delivery"; counted by
 * domain/bipro/lieferinhalt.ts, lieferstatistik.ts and zaehler.ts).
 *
 * Idempotent: fetched again (a retry, a run after a run that died before acknowledging), the
 * same files find their claims and count as done ("schonErledigteFiles"), nothing is stored
 * twice. A shipment with a file that could not be decoded is stored as far as it goes — the
 * broken file archived with its cause — and left unacknowledged, so the insurer offers it again
 * and staff see the reason. A file refused for a limit of the answer (`dauerhaft`,
 * bipro/README.md "Limits") is archived so too, but does not keep the shipment from being
 * acknowledged: fetched again it would be refused again, on every run, for ever.
 */
import type { AbholZaehler, LieferungAuftrag, LieferungErgebnis } from '@lieferdesk/events';
import type { BiproKategorie } from '@lieferdesk/shared';
import type { AbgelegteDatei, StromLieferung } from '../bipro/lesen/ablage';
import type { BiproDateiEintrag } from '../data/repositories/biproDateien';
import { biproDateienRepository } from '../data/repositories/biproDateien';
import { biproLieferungenRepository, type Lieferstatistik } from '../data/repositories/biproLieferungen';
import { gesellschaftenRepository } from '../data/repositories/gesellschaften';
import { kategorieAusnahmenRepository } from '../data/repositories/kategorieAusnahmen';
import { kategorienRepository } from '../data/repositories/kategorien';
import { zugaengeRepository, type ZugangEintrag } from '../data/repositories/zugaenge';
import { datenbank, type Datenbank } from '../data/datenbank';
import { dateinameNormalisieren, gelieferterNameText } from '../domain/bipro/dateiname';
import { einordnen, gevoArtAus, type Einordnung } from '../domain/bipro/einordnung';
import { lieferinhaltZaehlen } from '../domain/bipro/lieferinhalt';
import { lieferungZaehlen, zuordnungGezaehlt, type GezaehlteDatei } from '../domain/bipro/lieferstatistik';
import { leererZaehler, nachZielZaehlen } from '../domain/bipro/zaehler';
import { begrenzterSpeicher } from '../begrenzterSpeicher';
import { registriereDatei } from '../pipeline/lesen/registrieren';
import { inboxBucket } from '../speicher/s3';
import { s3Senke, type AbgelegtesObjekt } from './s3Senke';
import {
  bestandsSicht,
  dokumenteZuordnen,
  zuordnungsrahmen,
  type DokumentZuordnung,
} from './automatischeZuordnung';
import { istMahnung } from '../zuordnung/mahnung';
import { clientFuer } from './zugangsClient';
import { aufrufFrist, type Restzeit } from './frist';
import { monatVon as monatBerlin } from '../domain/buchung/gebuehr';
import { SperreVerloren } from '../domain/sperreVerloren';
import { LieferungNichtAbholbar, meldungsText } from './fehler';
import { lieferungProtokollieren } from './protokoll';

/** Messages that say a shipment cannot be got however often we ask: unknown id, past its availability. */
const ENDGUELTIG = new Set(['04003', '04006']);
/** "Already acknowledged": what we wanted. */
const SCHON_QUITTIERT = '04002';

/**
 * Of the Lambda's remaining time, this much is kept after the shipment's answer: for aborting the
 * uploads of a download that ran out of time (an upload left open keeps its parts in the bucket),
 * storing the files' records and acknowledging.
 */
export const NACH_DEM_ABRUF_MS = 60_000;

export interface AbholOptionen {
  db?: Datenbank;
  jetzt?: () => Date;
  /**
   * The Lambda's remaining time (`context.getRemainingTimeInMillis`): the download ends, its
   * uploads aborted, `NACH_DEM_ABRUF_MS` before it, the acknowledgement `NACH_DEM_AUFRUF_MS`
   * before it (frist.ts). Without it transport.ts's own limits hold.
   */
  restzeitMs?: Restzeit;
}

export async function lieferungAbholen(
  auftrag: LieferungAuftrag,
  o: AbholOptionen = {},
): Promise<LieferungErgebnis> {
  const db = o.db ?? datenbank();
  const jetzt = o.jetzt ?? (() => new Date());
  const zugaenge = zugaengeRepository(db);
  const zugang = await zugaenge.laden(auftrag.zugangId);
  if (zugang?.sperre !== auftrag.laufId) throw new SperreVerloren({ zugangId: auftrag.zugangId });
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
  const { ablage, abgelegt } = s3Senke(bucket, zugang.zugangId);
  const antwort = await client.abrufenStrom(transferId, ablage, aufrufFrist(o.restzeitMs, NACH_DEM_ABRUF_MS));
  const lieferung = antwort.lieferungen.find((l) => l.id === transferId) ?? antwort.lieferungen[0];
  if (!lieferung) {
    const text = meldungsText(antwort.meldungen);
    if (antwort.meldungen.some((m) => ENDGUELTIG.has(m.id))) throw new LieferungNichtAbholbar(text);
    throw new Error(text);
  }

  const speicher = await dateienSpeichern(db, zugang, auftrag.laufId, lieferung, abgelegt, bucket, jetzt);
  const dateiFehler = lieferung.dateien.filter((d) => d.fehler && !d.dauerhaft);
  let fehler: string | undefined;
  let schonQuittiert = false;
  if (dateiFehler.length > 0 || !antwort.ok) {
    // Nothing of a shipment is acknowledged unless all of it is stored (bipro/README.md).
    fehler = `Lieferung ${transferId} nicht quittiert: ${meldungsText(antwort.meldungen)}`;
  } else {
    const quittung = await client.quittieren(transferId, aufrufFrist(o.restzeitMs));
    if (!quittung.ok && !quittung.meldungen.some((m) => m.id === SCHON_QUITTIERT))
      throw new Error(`Quittieren von ${transferId}: ${meldungsText(quittung.meldungen)}`);
    schonQuittiert = !quittung.ok;
  }

  await lieferungen.abschliessen(
    zugang.zugangId,
    transferId,
    { ...speicher.statistik, quittiert: fehler === undefined, ...(fehler ? { error: fehler } : {}) },
    jetzt().toISOString(),
  );
  lieferungProtokollieren({
    zugangId: zugang.zugangId,
    transferId,
    dateien: lieferung.dateien.length,
    bytes: lieferung.dateien.reduce((summe, d) => summe + (d.fehler ? 0 : d.bytes), 0),
    zaehler: speicher.zaehler,
    dauerMs: jetzt().getTime() - new Date(beginn).getTime(),
    quittiert: fehler === undefined,
    ...(fehler ? { fehler } : {}),
  });
  return {
    id: transferId,
    zaehler: speicher.zaehler,
    ...(fehler ? { fehler } : {}),
    ...(schonQuittiert ? { schonQuittiert: true as const } : {}),
  };
}

/**
 * What every shipment of a run reads the same way — the categories, the company's exceptions, the
 * companies' names, the assignment's frame (the companies of the access, the blacklist's verdict)
 * and the portfolio lookups (automatischeZuordnung.ts) — read once per run and container (a run's
 * shipments share warm containers), not once per shipment.
 */
const konfigurationen = begrenzterSpeicher<ReturnType<typeof konfigurationLaden>>(20);

const laufKonfiguration = (db: Datenbank, zugang: ZugangEintrag, laufId: string) =>
  konfigurationen.holen(`${zugang.zugangId}:${laufId}`, () => konfigurationLaden(db, zugang));

async function konfigurationLaden(db: Datenbank, zugang: ZugangEintrag) {
  const [kategorien, ausnahmen, alleGesellschaften, rahmen] = await Promise.all([
    kategorienRepository(db).liste(),
    kategorieAusnahmenRepository(db).derGesellschaft(zugang.gesellschaftId),
    gesellschaftenRepository(db).liste(),
    zuordnungsrahmen(db, zugang),
  ]);
  const namen = new Map(alleGesellschaften.map((g) => [g.gesellschaftId, g.name]));
  return {
    kategorien: new Map<number, BiproKategorie>(kategorien.map((k) => [k.gevoArt, k])),
    ausnahmen,
    namen,
    gesellschaftsName: namen.get(zugang.gesellschaftId),
    gesperrteStruktur: rahmen.gesperrteStruktur,
    bestand: bestandsSicht(db, rahmen),
  };
}

async function dateienSpeichern(
  db: Datenbank,
  zugang: ZugangEintrag,
  laufId: string,
  lieferung: StromLieferung,
  abgelegt: ReadonlyMap<number, AbgelegtesObjekt>,
  bucket: string,
  jetzt: () => Date,
): Promise<{ zaehler: AbholZaehler; statistik: Omit<Lieferstatistik, 'quittiert' | 'error'> }> {
  const dateien = biproDateienRepository(db);
  const { kategorien, ausnahmen, namen, gesellschaftsName, gesperrteStruktur, bestand } =
    await laufKonfiguration(db, zugang, laufId);
  const kennung = (d: AbgelegteDatei) => (d.fehler ? `unlesbar-${d.nr}` : d.sha256);
  const ansprueche = await dateien.ansprueche(zugang.zugangId, lieferung.id, lieferung.dateien.map(kennung));
  // One id for every file without a record yet (ids are never handed out twice; unused ones are gaps).
  const ids = await dateien.neueIds(
    lieferung.dateien.filter((d) => !ansprueche.gespeichert.has(kennung(d))).length,
  );
  const zaehler = leererZaehler();
  const s = {
    ...lieferinhaltZaehlen(lieferung),
    schadenLeistungMeldungen: 0,
    schonErledigteFiles: 0,
    abgelegteZipFiles: 0,
  };
  const fehlend = new Set<number>();
  // The files this attempt stored, for the PDF columns (domain/bipro/lieferstatistik.ts).
  const gezaehlt: GezaehlteDatei[] = [];

  /**
   * Hands a stored GDV file to the import where the access wants it and the import has not got
   * it yet — also one stored by an earlier attempt that failed between record and registration.
   * Registering is idempotent (by the object), so a file registered without its number noted is
   * found, not registered twice.
   */
  const gdvEinlesen = async (eintrag: BiproDateiEintrag) => {
    if (eintrag.ziel !== 'gdv' || !zugang.gdvEinlesen || !eintrag.key) return;
    if (eintrag.importDateiId !== undefined || eintrag.invisible) return;
    const registriert = await registriereDatei({
      bucket: eintrag.bucket,
      key: eintrag.key,
      dateiname: eintrag.fileName,
      gesellschaft: gesellschaftsName,
      maklernr: zugang.maklernr,
    });
    if (registriert.dateiId !== undefined) await dateien.importiert(eintrag.id, registriert.dateiId);
  };

  for (const datei of lieferung.dateien) {
    const inhaltsKennung = kennung(datei);
    const frueher = ansprueche.gespeichert.get(inhaltsKennung);
    if (frueher !== undefined) {
      // Stored by an earlier attempt at this shipment: count it, store nothing.
      s.schonErledigteFiles++;
      const eintrag = await dateien.laden(frueher);
      if (eintrag) {
        nachZielZaehlen(zaehler, eintrag);
        // Its record was stored, but the attempt may have died before the import took it.
        await gdvEinlesen(eintrag);
      }
      continue;
    }
    const transfer = lieferung.transfers[datei.transfer] ?? {};
    const gevoArt = gevoArtAus(transfer.artId) ?? gevoArtAus(lieferung.kategorie);
    if (gevoArt !== undefined && !kategorien.has(gevoArt)) fehlend.add(gevoArt);
    const id = ids.shift()!;

    /** Classifies, assigns and stores the file, as delivered before (`bereitsGeliefert`) or not. */
    const ablegen = async (bereitsGeliefert: number | undefined) => {
      const einordnung = einordnen(
        {
          gevoArt,
          dateiname: dateinameNormalisieren(datei.dateiname),
          anfang: abgelegt.get(datei.nr)?.anfang,
          fehler: datei.fehler,
          bereitsGeliefert,
          gesperrteStruktur,
        },
        kategorien,
        ausnahmen,
      );
      const zeitpunkt = jetzt();
      const [zuordnung] =
        einordnung.ziel === 'dokument'
          ? await dokumenteZuordnen(
              bestand,
              [
                {
                  policeNr: transfer.versicherungsscheinnummer,
                  partnernummer: transfer.partnernummer,
                  mahnung: istMahnung(einordnung.kategorie),
                },
              ],
              { namen, zeit: zeitpunkt.toISOString() },
            )
          : [];
      const eintrag = dateiEintrag(id, {
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
        jetzt: zeitpunkt,
      });
      const ersteAnkunft = bereitsGeliefert === undefined && !datei.fehler;
      return {
        eintrag,
        zuordnung,
        bereitsGeliefert,
        ersteAnkunft,
        angelegt: await dateien.anlegen(eintrag, ersteAnkunft),
      };
    };

    // Content delivered before, or earlier in this very shipment.
    let ablage = await ablegen(datei.fehler ? undefined : ansprueche.inhalt.get(datei.sha256));
    if (!ablage.angelegt && ablage.ersteAnkunft) {
      // Refused: another run stored this very file — or another shipment of this run claimed the
      // same content a moment earlier (its first arrival, read after our claims were): then this
      // file is delivered before, and is stored as such rather than lost.
      const nun = await dateien.ansprueche(zugang.zugangId, lieferung.id, [inhaltsKennung]);
      const erste = nun.inhalt.get(datei.sha256);
      if (!nun.gespeichert.has(inhaltsKennung) && erste !== undefined) ablage = await ablegen(erste);
    }
    const { eintrag, zuordnung, bereitsGeliefert } = ablage;
    if (!ablage.angelegt) {
      // Another run stored it at the same moment: counted there, here only as done.
      s.schonErledigteFiles++;
      continue;
    }
    gezaehlt.push({
      dateiname: eintrag.fileName,
      ziel: eintrag.ziel,
      bereitsGeliefert: bereitsGeliefert !== undefined,
      ...(zuordnung
        ? {
            zuordnung: zuordnungGezaehlt(
              zuordnung.ergebnis,
              transfer.versicherungsscheinnummer,
              zugang.maklernr,
            ),
          }
        : {}),
    });
    if (bereitsGeliefert === undefined && !datei.fehler) ansprueche.inhalt.set(datei.sha256, eintrag.id);
    if (datei.zip !== undefined && !datei.fehler) s.abgelegteZipFiles++;
    nachZielZaehlen(zaehler, eintrag);

    await gdvEinlesen(eintrag);
  }
  return {
    zaehler,
    statistik: {
      ...s,
      ...lieferungZaehlen(gezaehlt),
      ...(fehlend.size ? { fehlendeGevoArts: [...fehlend].join(', ') } : {}),
    },
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
    zuordnung: DokumentZuordnung | undefined;
    gevoArt: number | undefined;
    transfer: StromLieferung['transfers'][number];
    jetzt: Date;
  },
): BiproDateiEintrag {
  const { zugang, datei, einordnung, zuordnung, transfer } = a;
  const kategorie = einordnung.kategorie;
  // The delivered name as it came stays in the journal where the kept one differs.
  const fileName = dateinameNormalisieren(datei.dateiname);
  const journal =
    fileName === datei.dateiname
      ? {}
      : { journal: [{ zeit: a.jetzt.toISOString(), text: gelieferterNameText(datei.dateiname) }] };
  return {
    id,
    ziel: einordnung.ziel,
    zugangId: zugang.zugangId,
    transferId: a.lieferung.id,
    nr: datei.nr,
    sha256: a.inhaltsKennung,
    fileName,
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
    // An assigned document takes what the re-assign would write (automatischeZuordnung.ts).
    ...zuordnung?.felder,
    cause: einordnung.cause ?? zuordnung?.felder.cause,
    ...journal,
    invisible: false,
  };
}

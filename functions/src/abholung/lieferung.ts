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
import {
  biproDateienRepository,
  type BiproDateiEintrag,
  type NeueDatei,
} from '../data/repositories/biproDateien';
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

  const dateiFehler = lieferung.dateien.filter((d) => d.fehler && !d.dauerhaft);
  // Nothing of a shipment is acknowledged unless all of it is stored (bipro/README.md): a
  // shipment that will not be is complete with its files' records, its reason with them.
  const fehler =
    dateiFehler.length > 0 || !antwort.ok
      ? `Lieferung ${transferId} nicht quittiert: ${meldungsText(antwort.meldungen)}`
      : undefined;
  const speicher = await dateienSpeichern(
    db,
    zugang,
    auftrag.laufId,
    lieferung,
    abgelegt,
    bucket,
    jetzt,
    fehler ? () => ({ quittiert: false, error: fehler, dateFinished: jetzt().toISOString() }) : () => ({}),
  );
  let schonQuittiert = false;
  if (fehler === undefined) {
    const quittung = await client.quittieren(transferId, aufrufFrist(o.restzeitMs));
    if (!quittung.ok && !quittung.meldungen.some((m) => m.id === SCHON_QUITTIERT))
      throw new Error(`Quittieren von ${transferId}: ${meldungsText(quittung.meldungen)}`);
    schonQuittiert = !quittung.ok;
    await lieferungen.abschliessen(zugang.zugangId, transferId, { quittiert: true }, jetzt().toISOString());
  }
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

/** Attempts at a shipment's transaction refused because a claim was taken meanwhile, before it fails. */
const ABLAGE_VERSUCHE = 5;

/** A file planned for the shipment's transaction, with what the statistics count of it. */
interface GeplanteDatei {
  datei: AbgelegteDatei;
  neu: NeueDatei;
  gezaehlt: GezaehlteDatei;
}

/**
 * Stores the shipment's files' records with their claims and the shipment's statistics in one
 * transaction (biproDateien.ts `ablegen`; `abschluss`: what else the shipment's record takes with
 * them). Files an earlier attempt stored are counted and stored nothing of. Refused because a
 * claim was taken meanwhile, the claims are read again and the files left planned anew: stored
 * by another run at the same moment, a file counts as done; its content claimed first by another
 * shipment, it is stored as delivered before rather than lost.
 */
async function dateienSpeichern(
  db: Datenbank,
  zugang: ZugangEintrag,
  laufId: string,
  lieferung: StromLieferung,
  abgelegt: ReadonlyMap<number, AbgelegtesObjekt>,
  bucket: string,
  jetzt: () => Date,
  abschluss: () => Partial<Lieferstatistik> & { dateFinished?: string },
): Promise<{ zaehler: AbholZaehler; statistik: Omit<Lieferstatistik, 'quittiert' | 'error'> }> {
  const dateien = biproDateienRepository(db);
  const konfiguration = await laufKonfiguration(db, zugang, laufId);
  const kennung = (d: AbgelegteDatei) => (d.fehler ? `unlesbar-${d.nr}` : d.sha256);
  let ansprueche = await dateien.ansprueche(zugang.zugangId, lieferung.id, lieferung.dateien.map(kennung));
  // One id for every file without a record yet (ids are never handed out twice; unused ones are gaps).
  const ohneEintrag = lieferung.dateien.filter((d) => !ansprueche.gespeichert.has(kennung(d)));
  const ids = new Map(
    (await dateien.neueIds(ohneEintrag.length)).map((id, i) => [ohneEintrag[i]!.nr, id] as const),
  );
  const zaehler = leererZaehler();
  const fehlend = new Set<number>();
  /** Records stored by an earlier attempt or another run: counted as done, stored nothing of. */
  const frueher: number[] = [];
  /** The files this attempt stored, for the PDF columns (domain/bipro/lieferstatistik.ts). */
  const gespeichert: GeplanteDatei[] = [];
  let offen = lieferung.dateien;

  for (let versuch = 1; ; versuch++) {
    frueher.push(...offen.flatMap((d) => ansprueche.gespeichert.get(kennung(d)) ?? []));
    offen = offen.filter((d) => !ansprueche.gespeichert.has(kennung(d)));
    const { geplant, doppelt } = await ablagePlanen(offen, {
      zugang,
      lieferung,
      abgelegt,
      bucket,
      ids,
      inhalt: ansprueche.inhalt,
      konfiguration,
      fehlend,
      kennung,
      jetzt: jetzt(),
    });
    const alle = [...gespeichert, ...geplant];
    const statistik = {
      ...lieferinhaltZaehlen(lieferung),
      schadenLeistungMeldungen: 0,
      // A file whose content came twice in this shipment is stored once: the second counts as done.
      schonErledigteFiles: frueher.length + doppelt,
      abgelegteZipFiles: alle.filter(({ datei }) => datei.zip !== undefined && !datei.fehler).length,
      ...lieferungZaehlen(alle.map((g) => g.gezaehlt)),
      ...(fehlend.size ? { fehlendeGevoArts: [...fehlend].join(', ') } : {}),
    };
    const ergebnis = await dateien.ablegen(
      geplant.map((g) => g.neu),
      { zugangId: zugang.zugangId, transferId: lieferung.id, felder: { ...statistik, ...abschluss() } },
    );
    const nun = new Set(ergebnis.gespeichert);
    gespeichert.push(...geplant.filter((g) => nun.has(g.neu.eintrag.id)));
    if (!ergebnis.abgelehnt) {
      await gespeichertZuEnde(db, zugang, konfiguration.gesellschaftsName, frueher, gespeichert, zaehler);
      return { zaehler, statistik };
    }
    if (versuch === ABLAGE_VERSUCHE)
      throw new Error(`Lieferung ${lieferung.id}: Ablage ${versuch}-mal abgelehnt`);
    offen = offen.filter((d) => !nun.has(ids.get(d.nr)!));
    ansprueche = await dateien.ansprueche(zugang.zugangId, lieferung.id, offen.map(kennung));
  }
}

/**
 * Classifies, assigns and describes the files not stored yet: one record each, the documents
 * assigned together (one lookup for the shipment). `inhalt`: the records holding each content's
 * first arrival at the access — a file whose content is among them is delivered before.
 */
async function ablagePlanen(
  offen: readonly AbgelegteDatei[],
  a: {
    zugang: ZugangEintrag;
    lieferung: StromLieferung;
    abgelegt: ReadonlyMap<number, AbgelegtesObjekt>;
    bucket: string;
    ids: ReadonlyMap<number, number>;
    inhalt: ReadonlyMap<string, number>;
    konfiguration: Awaited<ReturnType<typeof konfigurationLaden>>;
    fehlend: Set<number>;
    kennung: (d: AbgelegteDatei) => string;
    jetzt: Date;
  },
): Promise<{ geplant: GeplanteDatei[]; doppelt: number }> {
  const { zugang, lieferung, konfiguration: k } = a;
  const gesehen = new Set<string>();
  let doppelt = 0;
  const eingeordnet = offen.flatMap((datei) => {
    // Its claim is the first one's: one transaction cannot hold it twice.
    if (gesehen.has(a.kennung(datei))) return (doppelt++, []);
    gesehen.add(a.kennung(datei));
    const transfer = lieferung.transfers[datei.transfer] ?? {};
    const gevoArt = gevoArtAus(transfer.artId) ?? gevoArtAus(lieferung.kategorie);
    if (gevoArt !== undefined && !k.kategorien.has(gevoArt)) a.fehlend.add(gevoArt);
    const bereitsGeliefert = datei.fehler ? undefined : a.inhalt.get(datei.sha256);
    const einordnung = einordnen(
      {
        gevoArt,
        dateiname: dateinameNormalisieren(datei.dateiname),
        anfang: a.abgelegt.get(datei.nr)?.anfang,
        fehler: datei.fehler,
        bereitsGeliefert,
        gesperrteStruktur: k.gesperrteStruktur,
      },
      k.kategorien,
      k.ausnahmen,
    );
    return [{ datei, transfer, gevoArt, bereitsGeliefert, einordnung }];
  });
  const dokumente = eingeordnet.filter((e) => e.einordnung.ziel === 'dokument');
  const zuordnungen = await dokumenteZuordnen(
    k.bestand,
    dokumente.map(({ transfer, einordnung }) => ({
      policeNr: transfer.versicherungsscheinnummer,
      partnernummer: transfer.partnernummer,
      mahnung: istMahnung(einordnung.kategorie),
    })),
    { namen: k.namen, zeit: a.jetzt.toISOString() },
  );
  const zuordnungVon = new Map(dokumente.map((d, i) => [d.datei.nr, zuordnungen[i]!] as const));
  const geplant = eingeordnet.map(({ datei, transfer, gevoArt, bereitsGeliefert, einordnung }) => {
    const zuordnung = zuordnungVon.get(datei.nr);
    const eintrag = dateiEintrag(a.ids.get(datei.nr)!, {
      zugang,
      lieferung,
      datei,
      inhaltsKennung: a.kennung(datei),
      objekt: a.abgelegt.get(datei.nr),
      bucket: a.bucket,
      einordnung,
      zuordnung,
      gevoArt,
      transfer,
      jetzt: a.jetzt,
    });
    return {
      datei,
      neu: { eintrag, ersteAnkunft: bereitsGeliefert === undefined && !datei.fehler },
      gezaehlt: {
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
      },
    };
  });
  return { geplant, doppelt };
}

/**
 * Once the shipment's records are stored: each counted by its destination, and each GDV file
 * handed to the import where the access wants it and the import has not got it yet — also one
 * stored by an earlier attempt that failed between record and registration. Registering is
 * idempotent (by the object), so a file registered without its number noted is found, not
 * registered twice.
 */
async function gespeichertZuEnde(
  db: Datenbank,
  zugang: ZugangEintrag,
  gesellschaftsName: string | undefined,
  frueher: readonly number[],
  gespeichert: readonly GeplanteDatei[],
  zaehler: AbholZaehler,
): Promise<void> {
  const dateien = biproDateienRepository(db);
  const neu = gespeichert.map((g) => g.neu.eintrag);
  const ids = new Set(neu.map((e) => e.id));
  const eintraege = [...(await dateien.ladenMehrere(frueher.filter((id) => !ids.has(id)))), ...neu];
  for (const eintrag of eintraege) {
    nachZielZaehlen(zaehler, eintrag);
    if (eintrag.ziel !== 'gdv' || !zugang.gdvEinlesen || !eintrag.key) continue;
    if (eintrag.importDateiId !== undefined || eintrag.invisible) continue;
    const registriert = await registriereDatei({
      bucket: eintrag.bucket,
      key: eintrag.key,
      dateiname: eintrag.fileName,
      gesellschaft: gesellschaftsName,
      maklernr: zugang.maklernr,
    });
    if (registriert.dateiId !== undefined) await dateien.importiert(eintrag.id, registriert.dateiId);
  }
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

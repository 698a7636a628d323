/**
 * Line edit (reference §3, §7 GET/POST /bipro_import/line_edit, §8). Loading answers use4Booking, the
 * line's text and `disabled` — a line past status 1 (transferred, completed) is no longer
 * changed (reference §4), and neither is a line of a file a run holds. Saving:
 *
 * - a changed text is read again through the file's interface (neuLesen.ts; an XML record with
 *   the delivered document around it) and must be a valid record of it: refused (400) with the
 *   field, its place and why when the interface does not read it so (the rule:
 *   formate/schnittstellen/zeilenpruefung.ts) — nothing is written;
 * - accepted, status, layout, fields and reason follow the new text, as if the file had been
 *   delivered so — a faulty or evaluated line is back to read (0), and the last evaluation's
 *   match is dropped;
 * - use4Booking is taken as sent;
 * - the journal gets 'Zeile bearbeitet von {user}' with the time; the file's counts of faulty
 *   and faultless lines follow the line's status (domain fehlerzahl.ts);
 * - refused (400) when the text, or the text with the values read from it, is larger than a
 *   line may be stored (ZEILE_HOECHSTBYTES, the read pipeline's bound too);
 * - refused (409) when the line is past status 1 or the file is locked by a run, also when
 *   that happens between loading and saving (the write is conditional). The screen shows
 *   'Der Datensatz konnte nicht gespeichert werden!' with the reason given here.
 */
import {
  istZeileAenderbar,
  LESE_TEXTE,
  WERKBANK_TEXTE,
  ZEILE_HOECHSTBYTES,
  type AntwortVon,
  type Benutzer,
  type BodyVon,
  type ROUTEN,
} from '@lieferdesk/shared';
import { datenbank, type Datenbank } from '../data/datenbank';
import type { ImportDatei } from '../data/repositories/importDateien';
import { zeilenGroesse, type ImportZeileDaten } from '../data/repositories/importZeilen';
import { schnittstellenVerwaltung } from '../schnittstellen/verwaltung';
import { werkbankRepository, type Ausgang, type NeueLesung } from '../data/repositories/werkbank';
import { Fachfehler, konflikt, nichtGefunden, ungueltig } from '../domain/fehler';
import { ablehnungsgrund } from '../formate/schnittstellen/zeilenpruefung';
import { fehlerzahlAenderung } from '../domain/fehlerzahl';
import { leseart } from '../pipeline/lesen/quelle';
import { objektLesen } from '../speicher/s3';
import { deutscheZeit } from '../zeitangabe';
import { leseZeileNeu } from './neuLesen';
import { sichtbareZeile } from '../datensicht/importDateien';

export async function zeileLaden(
  benutzer: Benutzer,
  id: number,
  db: Datenbank = datenbank(),
): Promise<AntwortVon<typeof ROUTEN.importZeileLaden>> {
  const { datei, zeile } = await sichtbareZeile(benutzer, id, db);
  return {
    use4Booking: ([1, 0, -1] as const).find((u) => u === zeile.use4Booking) ?? 1,
    line: zeile.roh ?? '',
    disabled: !istZeileAenderbar(zeile.status) || datei.sperre !== undefined,
  };
}

/** The refusal for an edit or delete that did not happen, in the user's words. */
export function abgelehnt(
  ausgang: Exclude<Ausgang, 'ok'>,
  datei: ImportDatei,
  id: number,
  status: number,
): Fachfehler {
  if (ausgang === 'gesperrt')
    return konflikt(LESE_TEXTE.dateiGesperrt(datei.id, deutscheZeit(datei.gesperrtAm ?? datei.dateFrom)));
  if (ausgang === 'fehlt') return nichtGefunden(WERKBANK_TEXTE.zeileNichtGefunden(id));
  return konflikt(
    istZeileAenderbar(status)
      ? WERKBANK_TEXTE.zeileGleichzeitigGeaendert
      : WERKBANK_TEXTE.zeileNichtBearbeitbar(status),
  );
}

/**
 * The text as the line holds it: without the line end a text area adds; one line unless XML;
 * at most ZEILE_HOECHSTBYTES in UTF-8 (the route's schema bounds characters only).
 */
function zeilenText(text: string, xml: boolean): string {
  const ohneEnde = text.replace(/\r?\n$/, '');
  if (ohneEnde.trim() === '') throw ungueltig(WERKBANK_TEXTE.zeileLeer);
  if (!xml && /[\r\n]/.test(ohneEnde)) throw ungueltig(WERKBANK_TEXTE.zeileMehrzeilig);
  const bytes = Buffer.byteLength(ohneEnde);
  if (bytes > ZEILE_HOECHSTBYTES) throw ungueltig(WERKBANK_TEXTE.zeileZuGross(bytes, ZEILE_HOECHSTBYTES));
  return ohneEnde;
}

/**
 * A new reading must fit one line as the read pipeline's lines do (ZEILE_HOECHSTBYTES): the text
 * with its values, and what the line keeps (journal, assignment). Refused before anything is
 * written, instead of DynamoDB refusing the write.
 */
function pruefeGroesse(neu: NeueLesung, zeile: ImportZeileDaten): void {
  const bytes = zeilenGroesse({ ...neu, journal: zeile.journal, zuordnung: zeile.zuordnung });
  if (bytes > ZEILE_HOECHSTBYTES) throw ungueltig(WERKBANK_TEXTE.zeileZuGross(bytes, ZEILE_HOECHSTBYTES));
}

export async function zeileSpeichern(
  benutzer: Benutzer,
  id: number,
  eingabe: BodyVon<typeof ROUTEN.importZeileSpeichern>,
  db: Datenbank = datenbank(),
  jetzt = new Date(),
): Promise<void> {
  const { datei, zeile } = await sichtbareZeile(benutzer, id, db);
  const verweigert = (ausgang: Exclude<Ausgang, 'ok'>, d: ImportDatei = datei) =>
    abgelehnt(ausgang, d, id, zeile.status);
  if (!istZeileAenderbar(zeile.status)) throw verweigert('status');
  if (datei.sperre !== undefined) throw verweigert('gesperrt');

  let neu: NeueLesung = {
    status: zeile.status,
    use4Booking: eingabe.use4Booking,
    satz: zeile.satz,
    felder: zeile.felder,
    roh: zeile.roh ?? '',
    grund: zeile.grund,
  };
  // The line end a text area may add is no change: the text as delivered is not judged again.
  const textGeaendert = eingabe.line.replace(/\r?\n$/, '') !== (zeile.roh ?? '');
  if (textGeaendert) {
    if (datei.interfaceId === undefined) throw nichtGefunden(LESE_TEXTE.dateiNichtGefunden(datei.id));
    const { schnittstelle, alle } = await schnittstellenVerwaltung(db).zumLesen(datei.interfaceId);
    const text = zeilenText(eingabe.line, leseart(schnittstelle) === 'xml');
    const ergebnis = await leseZeileNeu(
      schnittstelle,
      {
        alle,
        dateiname: datei.fileName,
        original: async () => Buffer.from(await objektLesen(datei.bucket, datei.key)),
      },
      zeile.zeile,
      text,
    );
    if (!ergebnis) throw ungueltig(WERKBANK_TEXTE.zeileLeer);
    const grund = ablehnungsgrund(schnittstelle, alle, {
      vorher: {
        roh: zeile.roh ?? '',
        leseStatus: zeile.leseStatus ?? zeile.status,
        satz: zeile.satz,
        felder: zeile.felder,
      },
      text,
      gelesen: ergebnis,
    });
    if (grund) throw ungueltig(grund);
    neu = {
      status: ergebnis.status,
      use4Booking: eingabe.use4Booking,
      satz: ergebnis.satz,
      felder: ergebnis.felder,
      roh: text,
      grund: ergebnis.grund,
    };
    pruefeGroesse(neu, zeile);
  } else if (eingabe.use4Booking === zeile.use4Booking) {
    return; // nothing changed: nothing written, no journal entry
  }

  // The file's counts of faulty and faultless lines (the monitor's "erroneous records") follow
  // the line's status and use4Booking, never below zero.
  const vorher = { status: zeile.status, use4Booking: zeile.use4Booking };
  const aenderung = fehlerzahlAenderung([{ vorher, nachher: neu }]);
  aenderung.numRowsError = Math.max(aenderung.numRowsError, -datei.numRowsError);
  aenderung.numRowsWithoutError = Math.max(aenderung.numRowsWithoutError, -datei.numRowsWithoutError);
  const ausgang = await werkbankRepository(db).zeileErsetzen(
    datei.id,
    zeile.zeile,
    neu,
    { zeit: jetzt.toISOString(), text: WERKBANK_TEXTE.journal.bearbeitet(benutzer.name) },
    aenderung,
    textGeaendert,
    vorher,
  );
  if (ausgang !== 'ok') {
    // Locked meanwhile: name the lock's time as the monitor shows it.
    const aktuell =
      ausgang === 'gesperrt' ? (await sichtbareZeile(benutzer, id, db).catch(() => undefined))?.datei : datei;
    throw verweigert(ausgang, aktuell ?? datei);
  }
}

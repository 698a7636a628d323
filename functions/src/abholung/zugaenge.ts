/**
 * The access page's use cases (routes zugangLaden, zugangSpeichern, zugangLoeschen; internal users
 * only): an access's configuration in the table, its password and its TLS client certificate in
 * the secrets store (written, never answered), its download times as schedules in Europe/Berlin
 * (none while inactive). Saving writes the item first and the secrets and schedules after it, so
 * an access is never scheduled without its item; `passwortGesetzt` and `zertifikatGesetzt` turn
 * true only once their secret is written, and a certificate to remove loses its mark before its
 * secret: a run never finds a mark without its secret.
 *
 * Where the password may go is checked here before anything is written: each service's address
 * by the job's own rule (bipro/dienstAdresse.ts; checked again when a run connects), and a save
 * that points a service at another server must give the password — and the certificate, where
 * the access has one — again (`andereServer`): editing an access is no way to send its stored
 * secrets somewhere else.
 */
import {
  ABHOL_TEXTE,
  andereServer,
  ZUGANG_SEITE_TEXTE,
  type Zugang,
  type ZugangEingabe,
  type ZugangZertifikat,
} from '@lieferdesk/shared';
import { datenbank, type Datenbank } from '../data/datenbank';
import { gesellschaftenRepository } from '../data/repositories/gesellschaften';
import { zugaengeRepository, type ZugangEintrag } from '../data/repositories/zugaenge';
import { adressGrund, lokaleDiensteErlaubt } from '../bipro/dienstAdresse';
import { nichtGefunden, ungueltig, type FeldFehler } from '../domain/fehler';
import { geheimnisLoeschen, geheimnisSetzen } from '../geheimnisse';
import { HOECHSTE_WERTLAENGE } from '../geheimnisse/geheimnis';
import { cronAusdruecke, zeitplanLoeschen, zeitplanSetzen } from '../zeitplaene';
import { passwortGeheimnis, zertifikatGeheimnis } from './zugangsClient';

/** The schedule name of an access's download job. */
export const zugangsZeitplan = (zugangId: number) => `zugang-${zugangId}`;

async function gesellschaftsName(db: Datenbank, gesellschaftId: number): Promise<string | undefined> {
  return (await gesellschaftenRepository(db).liste()).find((g) => g.gesellschaftId === gesellschaftId)?.name;
}

function alsZugang(z: ZugangEintrag, gesellschaft: string): Zugang {
  return {
    id: z.zugangId,
    gesellschaftId: z.gesellschaftId,
    gesellschaft,
    extZugangBezeichnung: z.extZugangBezeichnung,
    maklernr: z.maklernr,
    stsUrl: z.stsUrl,
    transferUrl: z.transferUrl,
    profil: z.profil,
    benutzername: z.benutzername,
    abholzeiten: [...z.abholzeiten],
    aktiv: z.aktiv,
    gdvEinlesen: z.gdvEinlesen,
    passwortGesetzt: z.passwortGesetzt,
    zertifikatGesetzt: z.zertifikatGesetzt === true,
  };
}

/** A PEM text as stored: line breaks as LF, no surrounding blanks, one final line break. */
const pemText = (text: string) => `${text.replace(/\r\n?/g, '\n').trim()}\n`;

/**
 * The certificate secret's text (read by zugangsClient.ts). The schema bounds each PEM text, but
 * JSON's escapes may still grow odd input past Secrets Manager's limit: that is refused here,
 * with the field, before anything is written.
 */
function zertifikatWert(z: ZugangZertifikat): string {
  const wert = JSON.stringify({
    pem: pemText(z.pem),
    schluessel: pemText(z.schluessel),
    ...(z.passphrase !== undefined ? { passphrase: z.passphrase } : {}),
  });
  if (Buffer.byteLength(wert, 'utf8') > HOECHSTE_WERTLAENGE)
    throw ungueltig(ZUGANG_SEITE_TEXTE.zertifikatZuGross, [
      { feld: 'zertifikat', grund: ZUGANG_SEITE_TEXTE.zertifikatZuGross },
    ]);
  return wert;
}

/** The services' addresses by the job's rule (bipro/dienstAdresse.ts), each with its field. */
function adressenPruefen(eingabe: Pick<ZugangEingabe, 'stsUrl' | 'transferUrl'>): void {
  const lokal = lokaleDiensteErlaubt();
  const fehler = (['stsUrl', 'transferUrl'] as const).flatMap((feld): FeldFehler[] => {
    const grund = adressGrund(eingabe[feld], lokal);
    return grund ? [{ feld, grund }] : [];
  });
  if (fehler.length > 0) throw ungueltig(fehler[0]!.grund, fehler);
}

/** A service pointed at another server: the secrets given for the old one must come again. */
function neueAnmeldungPruefen(bisher: ZugangEintrag, eingabe: ZugangEingabe): void {
  if (andereServer(bisher, eingabe).length === 0) return;
  const fehler: FeldFehler[] = [];
  if (!eingabe.passwort)
    fehler.push({ feld: 'passwort', grund: ZUGANG_SEITE_TEXTE.passwortNachServerwechsel });
  if (bisher.zertifikatGesetzt === true && !eingabe.zertifikat && !eingabe.zertifikatEntfernen)
    fehler.push({ feld: 'zertifikat.pem', grund: ZUGANG_SEITE_TEXTE.zertifikatNachServerwechsel });
  if (fehler.length > 0) throw ungueltig(fehler[0]!.grund, fehler);
}

export async function zugangLaden(zugangId: number, db: Datenbank = datenbank()): Promise<Zugang> {
  const z = await zugaengeRepository(db).laden(zugangId);
  if (!z) throw nichtGefunden(ABHOL_TEXTE.zugangNichtGefunden(zugangId));
  return alsZugang(z, (await gesellschaftsName(db, z.gesellschaftId)) ?? String(z.gesellschaftId));
}

export async function zugangSpeichern(
  eingabe: ZugangEingabe,
  zugangId: number | undefined,
  o: { db?: Datenbank; jetzt?: Date } = {},
): Promise<number> {
  const db = o.db ?? datenbank();
  const zugaenge = zugaengeRepository(db);
  if ((await gesellschaftsName(db, eingabe.gesellschaftId)) === undefined)
    throw ungueltig(ABHOL_TEXTE.gesellschaftUnbekannt(eingabe.gesellschaftId), [
      { feld: 'gesellschaftId', grund: ABHOL_TEXTE.gesellschaftUnbekannt(eingabe.gesellschaftId) },
    ]);
  adressenPruefen(eingabe);
  const { passwort, zertifikat, zertifikatEntfernen, ...konfiguration } = eingabe;
  const zertifikatText = zertifikat ? zertifikatWert(zertifikat) : undefined;
  let id: number;
  let gesetzt: { passwortGesetzt: boolean; zertifikatGesetzt: boolean };
  if (zugangId === undefined) {
    if (!passwort)
      throw ungueltig(ABHOL_TEXTE.passwortFehlt, [{ feld: 'passwort', grund: ABHOL_TEXTE.passwortFehlt }]);
    gesetzt = { passwortGesetzt: false, zertifikatGesetzt: false };
    id = await zugaenge.anlegen({ ...konfiguration, ...gesetzt }, (o.jetzt ?? new Date()).toISOString());
  } else {
    const bisher = await zugaenge.laden(zugangId);
    if (!bisher) throw nichtGefunden(ABHOL_TEXTE.zugangNichtGefunden(zugangId));
    neueAnmeldungPruefen(bisher, eingabe);
    gesetzt = {
      passwortGesetzt: bisher.passwortGesetzt,
      zertifikatGesetzt: bisher.zertifikatGesetzt === true && !zertifikatEntfernen,
    };
    if (!(await zugaenge.aendern(zugangId, { ...konfiguration, ...gesetzt })))
      throw nichtGefunden(ABHOL_TEXTE.zugangNichtGefunden(zugangId));
    id = zugangId;
    // Unmarked above, so no run looks for it any more.
    if (zertifikatEntfernen) await geheimnisLoeschen(zertifikatGeheimnis(id));
  }
  if (passwort) await geheimnisSetzen(passwortGeheimnis(id), passwort);
  if (zertifikatText) await geheimnisSetzen(zertifikatGeheimnis(id), zertifikatText);
  if (passwort || zertifikatText) {
    gesetzt = {
      passwortGesetzt: gesetzt.passwortGesetzt || passwort !== undefined,
      zertifikatGesetzt: gesetzt.zertifikatGesetzt || zertifikatText !== undefined,
    };
    await zugaenge.aendern(id, { ...konfiguration, ...gesetzt });
  }
  await zeitplanSetzen(zeitplanDes({ zugangId: id, ...konfiguration }));
  return id;
}

export async function zugangLoeschen(zugangId: number, db: Datenbank = datenbank()): Promise<void> {
  const zugaenge = zugaengeRepository(db);
  if (!(await zugaenge.laden(zugangId))) throw nichtGefunden(ABHOL_TEXTE.zugangNichtGefunden(zugangId));
  // Schedule first: a job must not start for an access being deleted.
  await zeitplanLoeschen(zugangsZeitplan(zugangId));
  await geheimnisLoeschen(passwortGeheimnis(zugangId));
  await geheimnisLoeschen(zertifikatGeheimnis(zugangId));
  await zugaenge.loeschen(zugangId);
}

/** The schedule of an access's download job: its times while it is active, none otherwise. */
function zeitplanDes(z: Pick<ZugangEintrag, 'zugangId' | 'aktiv' | 'abholzeiten'>) {
  return {
    name: zugangsZeitplan(z.zugangId),
    ausdruecke: z.aktiv ? cronAusdruecke(z.abholzeiten) : [],
    ziel: { strecke: 'abholen' as const, eingabe: { zugangId: z.zugangId, anlass: 'zeitplan' as const } },
  };
}

/**
 * Every access's schedule set again: for a scheduler that keeps none across a restart (the
 * local stack's); in AWS the schedules live in EventBridge Scheduler and this is never needed.
 */
export async function zeitplaeneWiederherstellen(db: Datenbank = datenbank()): Promise<number> {
  const alle = await zugaengeRepository(db).alle();
  for (const z of alle) await zeitplanSetzen(zeitplanDes(z));
  return alle.length;
}

/**
 * The access page's use cases (routes zugangLaden, zugangSpeichern, zugangLoeschen; internal users
 * only): an access's configuration in the table, its password in the secrets store (written,
 * never answered), its download times as schedules in Europe/Berlin (none while inactive).
 * Saving writes the item first and the password and schedules after it, so an access is never
 * scheduled without its item; `passwortGesetzt` turns true only once the secret is written.
 */
import { ABHOL_TEXTE, type Zugang, type ZugangEingabe } from '@lieferdesk/shared';
import { datenbank, type Datenbank } from '../data/datenbank';
import { gesellschaftenRepository } from '../data/repositories/gesellschaften';
import { zugaengeRepository, type ZugangEintrag } from '../data/repositories/zugaenge';
import { nichtGefunden, ungueltig } from '../domain/fehler';
import { geheimnisLoeschen, geheimnisSetzen } from '../geheimnisse';
import { cronAusdruecke, zeitplanLoeschen, zeitplanSetzen } from '../zeitplaene';
import { passwortGeheimnis } from './zugangsClient';

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
  };
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
  const { passwort, ...konfiguration } = eingabe;
  let id: number;
  if (zugangId === undefined) {
    if (!passwort)
      throw ungueltig(ABHOL_TEXTE.passwortFehlt, [{ feld: 'passwort', grund: ABHOL_TEXTE.passwortFehlt }]);
    id = await zugaenge.anlegen(
      { ...konfiguration, passwortGesetzt: false },
      (o.jetzt ?? new Date()).toISOString(),
    );
  } else {
    const bisher = await zugaenge.laden(zugangId);
    if (!bisher) throw nichtGefunden(ABHOL_TEXTE.zugangNichtGefunden(zugangId));
    if (!(await zugaenge.aendern(zugangId, { ...konfiguration, passwortGesetzt: bisher.passwortGesetzt })))
      throw nichtGefunden(ABHOL_TEXTE.zugangNichtGefunden(zugangId));
    id = zugangId;
  }
  if (passwort) {
    await geheimnisSetzen(passwortGeheimnis(id), passwort);
    await zugaenge.aendern(id, { ...konfiguration, passwortGesetzt: true });
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

/**
 * The planned runs' use cases (reference §2.16; routes geplanteInterfacelaeufe, interfacelaufLaden,
 * interfacelaufSpeichern, interfacelaufLoeschen): list and filter, load, save, delete. A run and
 * its schedule go together: saving writes the item, then sets the schedule (replacing the one it
 * had), so a schedule never starts a check for a run that is not stored; deleting removes the
 * schedule first, so no check starts for a run being deleted. The missed-run lines a run left in
 * the monitor stay (they are what happened).
 */
import {
  GESELLSCHAFT_ALLGEMEIN,
  INTERFACELAUF_TEXTE as T,
  PARAMETER_ALLE,
  type Benutzer,
  type GeplanterLauf,
  type geplanterLaufEingabe,
} from '@lieferdesk/shared';
import type { z } from 'zod';
import { datenbank, type Datenbank } from '../data/datenbank';
import { gesellschaftenRepository } from '../data/repositories/gesellschaften';
import { interfacelaeufeRepository, type Interfacelauf } from '../data/repositories/interfacelaeufe';
import { nichtGefunden, ungueltig } from '../domain/fehler';
import { modusVon } from '../pipeline/lesen/modus';
import { zeitplanLoeschen, zeitplanSetzen } from '../zeitplaene';
import { waehlbaresInterface } from './auswahl';
import { wochentagFlags, wochentagNummern } from './wochentage';
import { zeitplanDesLaufs, interfacelaufZeitplan } from './zeitplan';
import { zeitraumText } from './zeitraum';

export type LaufEingabe = z.output<typeof geplanterLaufEingabe>;

export function alsGeplanterLauf(l: Interfacelauf): GeplanterLauf {
  const days = wochentagFlags(l.wochentage);
  return {
    id: l.id,
    gesellschaft: l.gesellschaft,
    interfaceName: l.interfaceName,
    interfaceId: l.interfaceId,
    description: l.description,
    days,
    time: l.time,
    withInactiveInterfaces: l.withInactiveInterfaces,
    zeitraum: zeitraumText(days, l.time),
  };
}

const vergleichbar = (text: string) => text.normalize('NFC').trim().toLowerCase();

/**
 * The list: the company as chosen (empty or PARAMETER_ALLE: all), the interface as a part of its
 * name, case ignored; by company, then interface.
 */
export async function interfacelaufListe(
  abfrage: { gesellschaft?: string; interface?: string },
  db: Datenbank = datenbank(),
): Promise<GeplanterLauf[]> {
  const gesellschaft = abfrage.gesellschaft?.trim();
  const nurGesellschaft =
    gesellschaft && gesellschaft !== PARAMETER_ALLE ? vergleichbar(gesellschaft) : undefined;
  const teil = vergleichbar(abfrage.interface ?? '');
  return (await interfacelaeufeRepository(db).alle())
    .filter((l) => nurGesellschaft === undefined || vergleichbar(l.gesellschaft) === nurGesellschaft)
    .filter((l) => vergleichbar(l.interfaceName).includes(teil))
    .sort(
      (a, b) =>
        a.gesellschaft.localeCompare(b.gesellschaft, 'de') ||
        a.interfaceName.localeCompare(b.interfaceName, 'de') ||
        a.id - b.id,
    )
    .map(alsGeplanterLauf);
}

async function gespeicherterLauf(id: number, db: Datenbank): Promise<Interfacelauf> {
  const lauf = await interfacelaeufeRepository(db).laden(id);
  if (!lauf) throw nichtGefunden(T.nichtGefunden(id));
  return lauf;
}

export async function interfacelaufLaden(id: number, db: Datenbank = datenbank()): Promise<GeplanterLauf> {
  return alsGeplanterLauf(await gespeicherterLauf(id, db));
}

/**
 * Creates (no id) or replaces a run and sets its schedule; answers the id. The company must be
 * 'Allgemein' or a known one, the interface one the choices offer for it; its id, description
 * and monitor are taken from the interface, not from the input.
 */
export async function interfacelaufSpeichern(
  benutzer: Pick<Benutzer, 'name'>,
  eingabe: LaufEingabe,
  o: { db?: Datenbank; jetzt?: Date } = {},
): Promise<number> {
  const db = o.db ?? datenbank();
  const laeufe = interfacelaeufeRepository(db);
  const { gesellschaft, interfaceName } = eingabe;
  if (
    gesellschaft !== GESELLSCHAFT_ALLGEMEIN &&
    !(await gesellschaftenRepository(db).liste()).some((g) => g.name === gesellschaft)
  ) {
    throw ungueltig(T.gesellschaftUnbekannt(gesellschaft), [
      { feld: 'gesellschaft', grund: T.gesellschaftUnbekannt(gesellschaft) },
    ]);
  }
  const schnittstelle = await waehlbaresInterface(interfaceName, gesellschaft, db);
  if (!schnittstelle) {
    throw ungueltig(T.interfaceUnbekannt(interfaceName, gesellschaft), [
      { feld: 'interfaceName', grund: T.interfaceUnbekannt(interfaceName, gesellschaft) },
    ]);
  }
  if (eingabe.id !== undefined) await gespeicherterLauf(eingabe.id, db);
  const id = eingabe.id ?? (await laeufe.neueId());
  await laeufe.speichern({
    id,
    gesellschaft,
    interfaceName: schnittstelle.interfaceName,
    interfaceId: schnittstelle.id,
    ...(schnittstelle.description ? { description: schnittstelle.description } : {}),
    modus: modusVon(schnittstelle),
    wochentage: wochentagNummern(eingabe.days),
    time: eingabe.time,
    withInactiveInterfaces: eingabe.withInactiveInterfaces,
    geaendertAm: (o.jetzt ?? new Date()).toISOString(),
    geaendertVon: benutzer.name,
  });
  await zeitplanSetzen(zeitplanDesLaufs(id, { wochentage: eingabe.days, zeit: eingabe.time }));
  return id;
}

export async function interfacelaufLoeschen(id: number, db: Datenbank = datenbank()): Promise<void> {
  await gespeicherterLauf(id, db);
  await zeitplanLoeschen(interfacelaufZeitplan(id));
  await interfacelaeufeRepository(db).loeschen(id);
}

/**
 * Every run's schedule set again: for a scheduler that keeps none across a restart (the local
 * stack's); in AWS the schedules live in EventBridge Scheduler and this is never needed.
 */
export async function interfacelaufZeitplaeneWiederherstellen(db: Datenbank = datenbank()): Promise<number> {
  const alle = await interfacelaeufeRepository(db).alle();
  for (const l of alle) {
    await zeitplanSetzen(zeitplanDesLaufs(l.id, { wochentage: wochentagFlags(l.wochentage), zeit: l.time }));
  }
  return alle.length;
}

/**
 * The choices of the modal 'Termineingabe für Interfacelauf' (GET interface_comboboxes,
 * get_interface_description; reference §2.16, §7): the companies by name with 'Allgemein' (any
 * company) first, and the interfaces the upload modal offers for that company — its own and the
 * general ones, the active ones or all with withInactiveInterfaces (pipeline/lesen/auswahl.ts,
 * one rule for both). A run's interface must be one of those: `waehlbaresInterface`.
 */
import {
  GESELLSCHAFT_ALLGEMEIN,
  INTERFACELAUF_TEXTE as T,
  type AntwortVon,
  type ROUTEN,
  type SchnittstellenZeile,
} from '@lieferdesk/shared';
import { datenbank, type Datenbank } from '../data/datenbank';
import { schnittstellenVerwaltung } from '../schnittstellen/verwaltung';
import { nichtGefunden } from '../domain/fehler';
import { uploadAuswahl } from '../pipeline/lesen/auswahl';
import { findeNachName } from '../pipeline/lesen/schnittstellen';

export async function interfacelaufAuswahl(
  abfrage: { withInactiveInterfaces?: boolean; gesellschaft?: string },
  db: Datenbank = datenbank(),
): Promise<AntwortVon<typeof ROUTEN.monitorComboboxen>> {
  const { gesellschaften, interfaces } = await uploadAuswahl(abfrage, db);
  return {
    gesellschaften: [
      { label: GESELLSCHAFT_ALLGEMEIN, value: GESELLSCHAFT_ALLGEMEIN },
      ...gesellschaften.map((g) => ({ label: g.label, value: g.label })),
    ],
    interfaces,
  };
}

/**
 * The interface of this name a run of this company may expect: the company's own or a general
 * one (the choices' rule); undefined when there is none.
 */
export async function waehlbaresInterface(
  interfaceName: string,
  gesellschaft: string,
  db: Datenbank = datenbank(),
): Promise<SchnittstellenZeile | undefined> {
  const s = await findeNachName(schnittstellenVerwaltung(db), interfaceName, gesellschaft);
  return s && (s.gesellschaft === gesellschaft || s.gesellschaft === GESELLSCHAFT_ALLGEMEIN) ? s : undefined;
}

/** The read-only interface id and description the modal shows for the chosen interface. */
export async function interfaceBeschreibung(
  abfrage: { gesellschaft: string; interface: string },
  db: Datenbank = datenbank(),
): Promise<{ interfaceId: number; description: string }> {
  const s = await waehlbaresInterface(abfrage.interface, abfrage.gesellschaft, db);
  if (!s) throw nichtGefunden(T.interfaceUnbekannt(abfrage.interface, abfrage.gesellschaft));
  return { interfaceId: s.id, description: s.description ?? '' };
}

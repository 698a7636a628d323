/**
 * The upload modal's choices (GET /bipro_import/upload_comboboxes): the companies (value: the
 * id, which POST upload takes as gesellschaftId) and the interfaces a file can be read with
 * (value: the name, which POST upload takes as interfaceName) — active ones, or all with
 * withInactiveInterfaces; for a chosen company its own and the general ones; for a modus the
 * ones of that modus (see modusVon).
 */
import {
  GESELLSCHAFT_ALLGEMEIN,
  LESE_TEXTE,
  PARAMETER_ALLE,
  type AntwortVon,
  type QueryVon,
  type ROUTEN,
} from '@lieferdesk/shared';
import { datenbank, type Datenbank } from '../../data/datenbank';
import { gesellschaftenRepository } from '../../data/repositories/gesellschaften';
import { schnittstellenVerwaltung } from '../../schnittstellen/verwaltung';
import { modusVon } from './modus';
import { dateiSchnittstellen } from './schnittstellen';

type Abfrage = Omit<QueryVon<typeof ROUTEN.uploadComboboxen>, 'withInactiveInterfaces' | 'modus'> & {
  withInactiveInterfaces?: boolean;
  modus?: 1 | 2;
};

export async function uploadAuswahl(
  abfrage: Abfrage,
  db: Datenbank = datenbank(),
): Promise<AntwortVon<typeof ROUTEN.uploadComboboxen>> {
  const [gesellschaften, schnittstellen] = await Promise.all([
    gesellschaftenRepository(db).liste(),
    dateiSchnittstellen(schnittstellenVerwaltung(db)),
  ]);
  const filter = abfrage.gesellschaft?.trim();
  // The company filter names the company by id (the option's value) or by name.
  const gesellschaft =
    filter && filter !== PARAMETER_ALLE
      ? (gesellschaften.find((g) => String(g.gesellschaftId) === filter || g.name === filter)?.name ?? filter)
      : undefined;
  const interfaces = schnittstellen
    .filter((s) => s.active || abfrage.withInactiveInterfaces)
    .filter((s) => abfrage.modus === undefined || modusVon(s) === abfrage.modus)
    .filter(
      (s) => !gesellschaft || s.gesellschaft === gesellschaft || s.gesellschaft === GESELLSCHAFT_ALLGEMEIN,
    )
    .sort((a, b) => a.interfaceName.localeCompare(b.interfaceName, 'de') || a.id - b.id);
  return {
    gesellschaften: [...gesellschaften]
      .sort((a, b) => a.name.localeCompare(b.name, 'de'))
      .map((g) => ({ label: g.name, value: String(g.gesellschaftId) })),
    interfaces: [...new Map(interfaces.map((s) => [s.interfaceName, s])).values()].map((s) => ({
      label: s.active ? s.interfaceName : LESE_TEXTE.inaktivesInterface(s.interfaceName),
      value: s.interfaceName,
    })),
  };
}

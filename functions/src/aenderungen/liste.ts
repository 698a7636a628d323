/** The change log of a month for internal users (the route's permission), newest first. */
import { LISTEN_GRENZE, MELDUNGEN, type AntwortVon, type QueryVon, type ROUTEN } from '@lieferdesk/shared';
import { aenderungenRepository } from '../data/repositories/aenderungen';

export async function aenderungenListe(
  abfrage: QueryVon<typeof ROUTEN.aenderungenListe>,
): Promise<AntwortVon<typeof ROUTEN.aenderungenListe>> {
  const { eintraege, mehr } = await aenderungenRepository().imMonat(
    abfrage.monat,
    LISTEN_GRENZE,
    abfrage.bereich,
  );
  return { rows: eintraege, ...(mehr ? { mess: MELDUNGEN.listeBegrenzt(LISTEN_GRENZE) } : {}) };
}

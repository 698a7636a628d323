/**
 * Adapter: what a BiPRO document delivers (its transfer's Zuordnungsdaten, kept on the record by
 * the download: abholung/lieferung.ts), as the assign page's core sees it (quelle.ts).
 *
 * - Policy number, partner number (the insurer's customer number: the contract card's
 *   `customerGesellId`), intermediary number and damage number as delivered; no Sparte, no
 *   person and no number of the broker's own for the person (`foreignPersonId` stays empty:
 *   BiPRO names none) — the customer card shows the customer the document names in the
 *   portfolio instead (`personAusBestand`).
 * - Candidates: the assigned contract and customer, and those the automatic assignment noted
 *   (`kandidaten`); customers by the partner number — all of the document's broker alone
 *   (`nurBestandDesMaklers`).
 * - `assignMahnungAllowed`: the document's category is a reminder (mahnung.ts).
 */
import { ZUORDNUNG_TEXTE as T, type BiproKategorie } from '@lieferdesk/shared';
import type { BiproDateiEintrag } from '../data/repositories/biproDateien';
import { normalisiereVsnr } from '../domain/vsnr';
import { istMahnung } from './mahnung';
import type { Zuordnungsquelle } from './quelle';

export type DokumentAngaben = Pick<
  BiproDateiEintrag,
  | 'fileName'
  | 'cause'
  | 'gesellschaftId'
  | 'maklernr'
  | 'policeNr'
  | 'partnernummer'
  | 'vermittlernummer'
  | 'schadennummer'
  | 'internalId'
  | 'kundennr'
  | 'kandidaten'
>;

const ohneLeere = <T extends object>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, w]) => w !== undefined && w !== '')) as T;

/**
 * `zugangsGesellschaften`: the companies mapped to the access's name (reference §2.2) — one BiPRO
 * access often delivers for several companies of a group. `kategorie`: the document's category.
 */
export function dokumentQuelle(
  d: DokumentAngaben,
  zugangsGesellschaften: readonly number[],
  kategorie: Pick<BiproKategorie, 'kategorieFK'> | undefined,
): Zuordnungsquelle {
  const kandidaten = d.kandidaten ?? [];
  return {
    quelle: 'dokument',
    titel: T.titelDokument,
    fileName: d.fileName,
    cause: d.cause,
    geliefert: ohneLeere({
      vsnr: d.policeNr,
      vsnrNorm: normalisiereVsnr(d.policeNr),
      gesellschaftKundennummer: d.partnernummer,
      vermittlernummer: d.vermittlernummer,
      schadennummer: d.schadennummer,
    }),
    gesellschaftIds: [...new Set([d.gesellschaftId, ...zugangsGesellschaften])],
    maklernr: d.maklernr,
    nurBestandDesMaklers: true,
    zugeordnet: { vertragId: d.internalId, kundennr: d.kundennr },
    vorgemerkt: {
      vertragIds: kandidaten.flatMap((k) => (k.vertragId === undefined ? [] : [k.vertragId])),
      kundennrn: kandidaten.flatMap((k) => (k.kundennr === undefined ? [] : [k.kundennr])),
    },
    kundennummerSuchen: true,
    personAusBestand: true,
    assignMahnungAllowed: istMahnung(kategorie),
  };
}

/**
 * Dunning list (Mahnliste) as CSV: the project's reference layout, UTF-8 with BOM as Excel writes
 * "CSV UTF-8". A dunning level outside 1–3 is implausible and marked -9 by the check statement.
 */
import type { Schnittstelle } from '@lieferdesk/shared';
import { definition, EINGEBAUT_ID, spalte } from './gemeinsam';

export const MAHNLISTE_KOPFZEILE = 'VSNR;Versicherungsnehmer;Mahnstufe;Fälligkeit;offener Betrag;Mahndatum';

export function mahnlisteSchnittstelle(): Schnittstelle {
  return definition(
    EINGEBAUT_ID.mahnliste,
    'Mahnliste CSV',
    {
      description: 'Mahnliste (Semikolon, deutsche Zahlen, UTF-8)',
      type: 'CSV',
      unicode: true,
      nameCheck: '*mahn*.csv',
      preFileCheckStatement: 'ersteZeile|beginntMit("VSNR;Versicherungsnehmer;Mahnstufe")',
      tableName: 'mahnung',
    },
    [],
    [
      {
        lfdno: 1,
        newItabSid: EINGEBAUT_ID.csvKopfzeile,
        checkStatement: 'zeile|beginntMit("VSNR;")',
        description: 'Spaltenüberschriften',
      },
      { lfdno: 2, newItabSid: EINGEBAUT_ID.mahnung, description: 'Mahnung' },
    ],
  );
}

export function mahnung(): Schnittstelle {
  return definition(
    EINGEBAUT_ID.mahnung,
    'Mahnung',
    {
      description: 'Eine Zeile der Mahnliste',
      type: 'CSV',
      unicode: true,
      tableName: 'mahnung',
      checkStatement: 'Mahnstufe >= 1 && Mahnstufe <= 3',
    },
    [
      spalte('VSNR', 1, 'text|pflicht', 'Versicherungsscheinnummer'),
      spalte('Versicherungsnehmer', 2, 'text'),
      spalte('Mahnstufe', 3, 'ganzzahl|pflicht'),
      spalte('Faelligkeit', 4, 'datum:TT.MM.JJJJ', 'Spalte „Fälligkeit“'),
      spalte('OffenerBetrag', 5, 'dezimal:de|pflicht', 'Spalte „offener Betrag“'),
      spalte('Mahndatum', 6, 'datum:TT.MM.JJJJ'),
    ],
  );
}

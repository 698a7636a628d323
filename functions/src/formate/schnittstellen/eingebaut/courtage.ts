/**
 * Commission (Courtage) statement as CSV. There is no common standard (DOMAIN.md): this is the
 * project's reference layout — semicolon-separated, German decimals and dates, ISO-8859-1 as
 * Excel writes "CSV (Trennzeichen-getrennt)" — and the model users copy for an insurer's own.
 */
import type { Schnittstelle } from '@lieferdesk/shared';
import { definition, EINGEBAUT_ID, spalte } from './gemeinsam';

export const COURTAGE_KOPFZEILE =
  'Vermittlernummer;VSNR;Versicherungsnehmer;Sparte;Beitrag;Provisionssatz;Provisionsbetrag;Buchungsdatum;Buchungstext';

/** The head: routes the file, refuses other layouts, sends title line and bookings apart. */
export function courtageSchnittstelle(): Schnittstelle {
  return definition(
    EINGEBAUT_ID.courtage,
    'Courtage-Abrechnung CSV',
    {
      description: 'Provisions-/Courtageabrechnung als CSV (Semikolon, deutsche Zahlen)',
      type: 'CSV',
      nameCheck: '*courtage*.csv;*provision*.csv;*abrechnung*.csv',
      preFileCheckStatement: 'ersteZeile|beginntMit("Vermittlernummer;VSNR;")',
      tableName: 'courtage',
    },
    [],
    [
      {
        lfdno: 1,
        newItabSid: EINGEBAUT_ID.csvKopfzeile,
        checkStatement: 'zeile|beginntMit("Vermittlernummer;")',
        description: 'Spaltenüberschriften',
      },
      { lfdno: 2, newItabSid: EINGEBAUT_ID.courtageBuchung, description: 'Buchung' },
    ],
  );
}

/** One booking line. */
export function courtageBuchung(): Schnittstelle {
  return definition(
    EINGEBAUT_ID.courtageBuchung,
    'Courtage-Buchung',
    {
      description: 'Eine Buchungszeile der Courtage-Abrechnung',
      type: 'CSV',
      tableName: 'courtage',
    },
    [
      spalte('Vermittlernummer', 1, 'text|pflicht'),
      spalte('VSNR', 2, 'text|pflicht', 'Versicherungsscheinnummer'),
      spalte('Versicherungsnehmer', 3, 'text'),
      spalte('Sparte', 4, 'text'),
      spalte('Beitrag', 5, 'dezimal:de'),
      spalte('Provisionssatz', 6, 'dezimal:de', 'in Prozent'),
      spalte('Provisionsbetrag', 7, 'dezimal:de|pflicht', 'Storno negativ'),
      spalte('Buchungsdatum', 8, 'datum:TT.MM.JJJJ|pflicht'),
      spalte('Buchungstext', 9, 'text'),
    ],
  );
}

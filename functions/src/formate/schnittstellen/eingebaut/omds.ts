/**
 * OMDS 2.x portfolio (Austria): one result per `VERTRAG` element.
 *
 * What is assumed, since no public OMDS sample or schema was at hand (DOMAIN.md marks it
 * *unverified*; everything here is data and can be changed in the interface screens):
 * - root `<OMDS>` in the default namespace `urn:omds20`, with `PAKET` children carrying `VUNr`;
 * - `VERTRAG` as a child of `PAKET` with the attributes `Polizzennr`, `VtgBeg`, `VtgEnd`
 *   (xs:date), `PraemieNtoVtg` (xs:decimal, dot as decimal separator), `WaehrungsCd`;
 * - the line of business as `SpartenCd` on a `SPARTE` child or on `VERTRAG` itself (both read);
 * - the policy holder as `VERTRAGSPERSON` with `VtgRolleCd="01"` that refers by `Personennr` to a
 *   `PERSON` beside the contracts in the same `PAKET` (or, tolerated, nests the `PERSON`), whose
 *   `NATUERLICHE_PERSON` has `Familienname`/`Vorname` or `JURISTISCHE_PERSON` a `Name`.
 *
 * Unprefixed names match elements of the file's default namespace, whatever its URI, so a later
 * `urn:omds2x` namespace reads the same (see `xml.ts`). `schluessel()` is the engine's indexed
 * lookup, so the person join stays linear in the file size.
 */
import type { Schnittstelle } from '@lieferdesk/shared';
import { definition, EINGEBAUT_ID, xmlFeld } from './gemeinsam';

/** The policy holder's PERSON: nested in VERTRAGSPERSON, or referenced by Personennr. */
const VERSICHERUNGSNEHMER =
  "(VERTRAGSPERSON[@VtgRolleCd='01']/PERSON | schluessel('PERSON', 'Personennr', $Personennr))[1]";

export function omdsSchnittstelle(): Schnittstelle {
  return definition(
    EINGEBAUT_ID.omds,
    'OMDS 2.x Verträge',
    {
      description: 'OMDS-2-Bestand (XML, Österreich): ein Ergebnis je VERTRAG',
      type: 'OMDS',
      xml: true,
      unicode: true,
      xPath: '/OMDS/PAKET/VERTRAG',
      xmlElement: 'VERTRAG',
      nameCheck: '*omds*.xml',
      tableName: 'omds_vertrag',
    },
    [
      xmlFeld('VUNr', '../@VUNr', 'text', 'Nummer des Versicherungsunternehmens aus dem PAKET'),
      xmlFeld('Polizzennr', '@Polizzennr', 'text|pflicht', 'Polizzennummer'),
      xmlFeld('VtgBeg', '@VtgBeg', 'datum:iso', 'Vertragsbeginn'),
      xmlFeld('VtgEnd', '@VtgEnd', 'datum:iso', 'Vertragsende'),
      xmlFeld('PraemieNtoVtg', '@PraemieNtoVtg', 'dezimal:punkt', 'Nettoprämie des Vertrags'),
      xmlFeld('WaehrungsCd', '@WaehrungsCd', 'text|gross', 'Währung (ISO 4217)'),
      xmlFeld('SpartenCd', '(@SpartenCd | SPARTE/@SpartenCd)[1]', 'text', 'Sparte (OMDS-Code)'),
      xmlFeld(
        'Personennr',
        "(VERTRAGSPERSON[@VtgRolleCd='01']/@Personennr | VERTRAGSPERSON[@VtgRolleCd='01']/PERSON/@Personennr)[1]",
        'text',
        'Versicherungsnehmer (VtgRolleCd 01, unverifiziert)',
      ),
      xmlFeld('Familienname', `${VERSICHERUNGSNEHMER}/NATUERLICHE_PERSON/@Familienname`, 'text'),
      xmlFeld('Vorname', `${VERSICHERUNGSNEHMER}/NATUERLICHE_PERSON/@Vorname`, 'text'),
      xmlFeld('Firmenname', `${VERSICHERUNGSNEHMER}/JURISTISCHE_PERSON/@Name`, 'text'),
    ],
  );
}

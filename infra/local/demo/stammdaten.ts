import type { KategorieEingabe } from '@lieferdesk/shared';
import type { Gesellschaft } from '@lieferdesk/functions/data/repositories/gesellschaften';
import type { Makler } from '@lieferdesk/functions/data/repositories/makler';

/**
 * Demo master data. The companies are fictitious; VU 9999 is the number the GDV's own sample
 * file uses, so that file imports against it.
 */
export const DEMO_GESELLSCHAFTEN: Gesellschaft[] = [
  { gesellschaftId: 1, name: 'Muster Versicherung AG', vuNrBafin: '9999', ort: 'Köln' },
  { gesellschaftId: 2, name: 'Nordstern Lebensversicherung AG', vuNrBafin: '5501', ort: 'Hamburg' },
  { gesellschaftId: 3, name: 'Rheinische Sachversicherung AG', vuNrBafin: '5502', ort: 'Düsseldorf' },
  { gesellschaftId: 4, name: 'Alpenland Versicherung AG', vuNrBafin: 'AT-0417', ort: 'Wien' },
];

export const DEMO_MAKLER: Makler[] = [
  { maklernr: '10000', name: 'Struktur Süd GmbH' },
  { maklernr: '10001', name: 'Versicherungsmakler Huber e. K.', strukturLeiter: '10000' },
  { maklernr: '10002', name: 'Schmidt & Partner Finanzberatung', strukturLeiter: '10000' },
  { maklernr: '20001', name: 'Maklerbüro Weber' },
];

/**
 * The one code a demo insurer delivers that the demo keeps no category for (Alpenland's letter,
 * demo/bipro.ts): a kind of document nobody has maintained yet, which the deliveries list names
 * under 'Fehlende GeVo-Arten' (reference §2.12).
 */
export const DEMO_GEVOART_OHNE_KATEGORIE = 899001000;

/**
 * The categories staff keep (reference §2.1): every code the demo insurers deliver
 * (demo/bipro.ts, 9-digit codes of the BiPRO catalogue) but DEMO_GEVOART_OHNE_KATEGORIE, and a
 * few document codes seen at other insurers (partly insurer-specific, unverified). The dunning
 * letters' codes carry the MSC file category 'Mahnung', so such a letter is assigned by its
 * policy number only (reference §4 "Documents").
 */
export const DEMO_KATEGORIEN: KategorieEingabe[] = [
  ...(
    [
      // GeVo-Art, Hauptkategorie, Unterkategorie, MSC file category, contract status, transfer norm, attributes
      [100007000, 'Vertrag', 'Neugeschäft', 2, 1, '430.4', 'VSNR'],
      [110011000, 'Dokument', 'Vertragsunterlagen', 9, undefined, '430.1', 'VSNR,Partnernummer'],
      [120010000, 'Vertrag', 'Nachtrag', 3, undefined, '430.4', 'VSNR'],
      [130017001, 'Vertrag', 'Bestandsübertragung', 9, undefined, '430.4', 'VSNR,Partnernummer'],
      [140012000, 'Inkasso', 'Mahnliste', 5, undefined, '430.2', 'Vermittlernummer'],
      [140012020, 'Inkasso', 'Mahnung Erstprämie', 5, undefined, '430.2', 'VSNR'],
      [140012021, 'Inkasso', 'Mahnung Folgeprämie', 5, undefined, '430.2', 'VSNR'],
      [140012025, 'Inkasso', 'Letzte Mahnung', 5, undefined, '430.2', 'VSNR'],
      [150013010, 'Schaden', 'Schadenmeldung', 7, undefined, '430.5', 'Schadennummer,VSNR'],
      [160010000, 'Vertrag', 'Kündigung', 6, 4, '430.4', 'VSNR'],
      [210400000, 'Abrechnung', 'Bereitstellung Abrechnung', 8, undefined, '430.7', 'Vermittlernummer'],
      [899002000, 'Sonstiges', 'Produktinformation', 10, undefined, '430.1', 'Vermittlernummer'],
      [999010010, 'GDV', 'Gesamtbestand', 10, undefined, '430.4', 'Vermittlernummer'],
      [999010020, 'GDV', 'Bestandsänderungen', 10, undefined, '430.4', 'Vermittlernummer'],
      // Seen at other insurers.
      [100010000, 'Inkasso', 'Beitragseinzug', 4, undefined, '430.2', 'VSNR'],
      [110001000, 'Dokument', 'Police', 2, undefined, '430.1', 'VSNR,Name'],
      [110002000, 'Dokument', 'Nachtrag', 3, undefined, '430.1', 'VSNR,Name'],
      [110003000, 'Dokument', 'Beitragsrechnung', 4, undefined, '430.1', 'VSNR'],
      [110004000, 'Dokument', 'Mahnschreiben', 5, undefined, '430.1', 'VSNR'],
      [200003000, 'Schaden', 'Schadenzahlung', 7, undefined, '430.5', 'Schadennummer,VSNR'],
    ] as const
  ).map(
    ([
      gevoArt,
      hauptKategorie,
      unterKategorie,
      kategorieFK,
      statusFK,
      transferNorm,
      zuordnungsAttribute,
    ]) => ({
      gevoArt,
      hauptKategorie,
      unterKategorie,
      kategorieFK,
      ...(statusFK === undefined ? {} : { statusFK }),
      transferNorm,
      zuordnungsAttribute,
    }),
  ),
];

/**
 * The demo's category exception (reference §2.15): Muster Versicherung's product information for
 * brokers goes to the archive, not to the inbox — so the archive shows files (a PDF and an XML,
 * demo/bipro.ts) on a first visit, and the exceptions screen a ticked row.
 */
export const DEMO_AUSGENOMMENE_KATEGORIE = { gesellschaftId: 1, gevoArt: 899002000 } as const;

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

/** Category codes as seen in practice (see DOMAIN.md: partly insurer-specific, unverified). */
export const DEMO_KATEGORIEN: KategorieEingabe[] = [
  {
    gevoArt: 100001000,
    hauptKategorie: 'Vertrag',
    unterKategorie: 'Neugeschäft',
    kategorieFK: 2,
    statusFK: 1,
    transferNorm: '430.4',
    zuordnungsAttribute: 'VSNR',
  },
  {
    gevoArt: 100002000,
    hauptKategorie: 'Vertrag',
    unterKategorie: 'Vertragsänderung',
    kategorieFK: 3,
    transferNorm: '430.4',
    zuordnungsAttribute: 'VSNR',
  },
  {
    gevoArt: 100003000,
    hauptKategorie: 'Vertrag',
    unterKategorie: 'Kündigung',
    kategorieFK: 6,
    statusFK: 4,
    transferNorm: '430.4',
    zuordnungsAttribute: 'VSNR',
  },
  {
    gevoArt: 100009000,
    hauptKategorie: 'Inkasso',
    unterKategorie: 'Mahnung',
    kategorieFK: 5,
    transferNorm: '430.2',
    zuordnungsAttribute: 'VSNR',
  },
  {
    gevoArt: 100010000,
    hauptKategorie: 'Inkasso',
    unterKategorie: 'Beitragseinzug',
    kategorieFK: 4,
    transferNorm: '430.2',
    zuordnungsAttribute: 'VSNR',
  },
  {
    gevoArt: 110001000,
    hauptKategorie: 'Dokument',
    unterKategorie: 'Police',
    kategorieFK: 2,
    transferNorm: '430.1',
    zuordnungsAttribute: 'VSNR,Name',
  },
  {
    gevoArt: 110002000,
    hauptKategorie: 'Dokument',
    unterKategorie: 'Nachtrag',
    kategorieFK: 3,
    transferNorm: '430.1',
    zuordnungsAttribute: 'VSNR,Name',
  },
  {
    gevoArt: 110003000,
    hauptKategorie: 'Dokument',
    unterKategorie: 'Beitragsrechnung',
    kategorieFK: 4,
    transferNorm: '430.1',
    zuordnungsAttribute: 'VSNR',
  },
  {
    gevoArt: 110004000,
    hauptKategorie: 'Dokument',
    unterKategorie: 'Mahnschreiben',
    kategorieFK: 5,
    transferNorm: '430.1',
    zuordnungsAttribute: 'VSNR',
  },
  {
    gevoArt: 110011000,
    hauptKategorie: 'Dokument',
    unterKategorie: 'Vertragsunterlagen',
    kategorieFK: 9,
    transferNorm: '430.1',
    zuordnungsAttribute: 'VSNR,Name',
  },
  {
    gevoArt: 200001000,
    hauptKategorie: 'Schaden',
    unterKategorie: 'Schadenmeldung',
    kategorieFK: 7,
    transferNorm: '430.5',
    zuordnungsAttribute: 'Schadennummer,VSNR',
  },
  {
    gevoArt: 200003000,
    hauptKategorie: 'Schaden',
    unterKategorie: 'Schadenzahlung',
    kategorieFK: 7,
    transferNorm: '430.5',
    zuordnungsAttribute: 'Schadennummer,VSNR',
  },
  {
    gevoArt: 300001000,
    hauptKategorie: 'Abrechnung',
    unterKategorie: 'Provisionsabrechnung',
    kategorieFK: 8,
    transferNorm: '430.7',
    zuordnungsAttribute: 'Vermittlernummer',
  },
  {
    gevoArt: 899002000,
    hauptKategorie: 'Sonstiges',
    unterKategorie: 'Produktinformation',
    kategorieFK: 10,
    transferNorm: '430.1',
    zuordnungsAttribute: 'Vermittlernummer',
  },
];

/**
 * The demo's category exception (reference §2.15): Muster Versicherung's product information for
 * brokers goes to the archive, not to the inbox — so the archive shows files (a PDF and an XML,
 * demo/bipro.ts) on a first visit, and the exceptions screen a ticked row.
 */
export const DEMO_AUSGENOMMENE_KATEGORIE = { gesellschaftId: 1, gevoArt: 899002000 } as const;

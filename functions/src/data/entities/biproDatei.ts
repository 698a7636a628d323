import { CustomAttributeType, type Schema } from 'electrodb';
import type { BiproZiel, Kandidat } from '../../domain/bipro/biproDatei';

/**
 * Every file a BiPRO download stored, whatever its destination: a document of the inbox, a GDV
 * data file, a commission statement, a dunning/dynamics/action list, or an archived (excluded)
 * file. One entity, because they share their origin (access, shipment, content hash), their
 * storage (an S3 object under bipro/), their owner (the access's broker) and their lists' access
 * pattern (by destination and month; a broker by his number), and the download job stores each
 * file exactly once whatever it turns out to be.
 *
 * `fach` is the list a file shows in: its destination, for documents with their assignment
 * state (`dokument-0` …), so the inbox's filter modes are one Query each. Every list screen
 * filters by month range and then by company, by broker or by customer name, each one index:
 * gsi1: `fach` + month → time; gsi2: broker + `fach` + month → time; gsi4: `fach` + month →
 * company, time; gsi5: `fach` + month → surname, time (only rows with a customer).
 *
 * Stored once per access + shipment + content hash: the claim (`eindeutig`, art "biproDatei") is
 * written in the same transaction as the record.
 */
export const biproDateiSchema = {
  model: { entity: 'biproDatei', version: '1', service: 'lieferdesk' },
  attributes: {
    id: { type: 'number', required: true, readOnly: true },
    ziel: { type: CustomAttributeType<BiproZiel>('string'), required: true },
    fach: { type: 'string', required: true },
    zugangId: { type: 'number', required: true, readOnly: true },
    transferId: { type: 'string', required: true, readOnly: true },
    /** Position in the shipment (its S3 key's part). */
    nr: { type: 'number', required: true, readOnly: true },
    sha256: { type: 'string', required: true, readOnly: true },
    fileName: { type: 'string', required: true },
    fileSize: { type: 'number', required: true },
    mimeType: { type: 'string' },
    bucket: { type: 'string', required: true },
    key: { type: 'string', required: true },
    gesellschaftId: { type: 'number', required: true },
    maklernr: { type: 'string', required: true },
    extUserName: { type: 'string' },
    gevoArt: { type: 'number' },
    category: { type: 'string' },
    monat: { type: 'string', required: true },
    creationDate: { type: 'string', required: true },
    policeNr: { type: 'string' },
    partnernummer: { type: 'string' },
    vermittlernummer: { type: 'string' },
    schadennummer: { type: 'string' },
    /** The archive's cause, or a document's hint. */
    cause: { type: 'string' },
    zuordnung: { type: 'number' },
    internalId: { type: 'number' },
    kundennr: { type: 'number' },
    customerName: { type: 'string' },
    customerSurname: { type: 'string' },
    /**
     * The customer's surname as a search key (lower case, umlauts folded: biproDateien.ts
     * `namensSchluessel`); set with customerSurname, absent while no customer is known.
     */
    nachname: { type: 'string' },
    /** The company of the assigned contract (the MSC company column). */
    mscGesellschaft: { type: 'string' },
    kandidaten: { type: CustomAttributeType<Kandidat[]>('any') },
    mscDate: { type: 'string' },
    comment: { type: 'string' },
    /** GDV files handed to the import pipeline: the import file's number. */
    importDateiId: { type: 'number' },
    statusLog: { type: 'string' },
    zusatz: { type: 'string' },
    /**
     * What people did with the file, who and when (assigned, re-assigned, commented, noted,
     * deleted, restored), oldest first; bounded by its writer (zuordnung/journal.ts keeps the
     * newest), so the item stays small.
     */
    journal: {
      type: 'list',
      items: {
        type: 'map',
        properties: { zeit: { type: 'string', required: true }, text: { type: 'string', required: true } },
      },
    },
    invisible: { type: 'boolean', required: true },
  },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['id'] },
      sk: { field: 'sk', composite: [] },
    },
    fach: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['fach', 'monat'] },
      sk: { field: 'gsi1sk', composite: ['creationDate', 'id'] },
    },
    desMaklers: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['maklernr', 'fach', 'monat'] },
      sk: { field: 'gsi2sk', composite: ['creationDate', 'id'] },
    },
    /** A list's month by company: one company's rows of a month are one key range. */
    jeGesellschaft: {
      index: 'gsi4',
      pk: { field: 'gsi4pk', composite: ['fach', 'monat'] },
      sk: { field: 'gsi4sk', composite: ['gesellschaftId', 'creationDate', 'id'] },
    },
    /** A list's month by customer surname: a name search reads only the names that begin so. */
    jeNachname: {
      index: 'gsi5',
      pk: { field: 'gsi5pk', composite: ['fach', 'monat'] },
      sk: { field: 'gsi5sk', composite: ['nachname', 'creationDate', 'id'] },
    },
  },
} as const satisfies Schema<string, string, string>;

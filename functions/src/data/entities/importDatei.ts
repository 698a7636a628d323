import { CustomAttributeType, type Schema } from 'electrodb';
import type { DateiStatus } from '../../domain/dateiStatus';

/**
 * A delivered file (dropped into the inbox or uploaded) and at the same time its line in the
 * import monitor (reference §3 "Import monitor line"): one item per file, created when the file is
 * registered and changed by every run on it (read, evaluate, book, settle).
 *
 * Access patterns:
 * - by file number (`id`): the primary key, one partition per file;
 * - the monitor and the date filters of the workbench ("date range, company, interface, file
 *   name, file number, only processing, structure files"): `monat` — modus and calendar month of
 *   the start, the start time in the sort key. A month of one modus is a bounded bucket (docs/architecture.md
 *   "shard or bucket by month"); a date range reads the months it touches, between its bounds;
 *   the remaining filters are narrow conditions on a few hundred rows a month;
 * - by file name (the workbench's `filename` query and the links `showFile`/`filename`):
 *   `dateiname` — the name in lower case (NFC), the start time in the sort key.
 *
 * The lock: `sperre` holds the run id (laufId) of the run that owns the file, `gesperrtAm` since
 * when; both absent when the file is free. `lauf` keeps the id of the last run even after it has
 * released the lock, so a task repeated after its run finished sees that it already finished.
 */
export const importDateiSchema = {
  model: { entity: 'importDatei', version: '1', service: 'lieferdesk' },
  attributes: {
    /** Padded in the sort keys: files of the same start time sort by number. */
    id: { type: 'number', required: true, readOnly: true, padding: { length: 10, char: '0' } },
    fileName: { type: 'string', required: true, readOnly: true },
    /** NFC, lower case: the key of the file-name index (search ignores case). */
    dateiname: { type: 'string', required: true, readOnly: true },
    bucket: { type: 'string', required: true, readOnly: true },
    key: { type: 'string', required: true, readOnly: true },
    gesellschaft: { type: 'string' },
    interfaceId: { type: 'number' },
    interfaceName: { type: 'string' },
    /** 1 import (GDV/OMDS), 2 settlement (reference §9). */
    modus: { type: CustomAttributeType<1 | 2>('number'), required: true, readOnly: true },
    /** One of DATEI_STATUS (functions/src/domain/dateiStatus.ts). */
    status: { type: CustomAttributeType<DateiStatus>('string'), required: true },
    /** Start: when the file was registered (ISO with offset). */
    dateFrom: { type: 'string', required: true, readOnly: true },
    /** 'YYYY-MM' of dateFrom (UTC): the bucket of the monitor index. */
    monat: { type: 'string', required: true, readOnly: true },
    /** End of the last finished step. */
    dateTo: { type: 'string' },
    numRows: { type: 'number', required: true },
    numRowsError: { type: 'number', required: true },
    numRowsWithoutError: { type: 'number', required: true },
    /** Physical lines of the file (XML: record elements); line numbers run 1..zeilenGesamt. */
    zeilenGesamt: { type: 'number' },
    /** Who uploaded it (user name); absent for drops. */
    userId: { type: 'string' },
    /** The broker the file belongs to; absent for drops and internal users (the evaluation resolves it). */
    maklernr: { type: 'string' },
    /**
     * SHA-256 of the kept bytes, taken by the read's plan as it streams the file (the duplicate
     * rule); absent until then, and for a file refused before it was read.
     */
    sha256: { type: 'string' },
    sperre: { type: 'string' },
    gesperrtAm: { type: 'string' },
    /**
     * The heartbeat of the run holding the lock: every task of it writes the time it starts. A
     * lock whose run has not reported for the lock's time since this or `gesperrtAm`, the later
     * (domain/laufAbbruch.ts), belongs to a run that stopped, and the monitor shows it so.
     */
    lebtAm: { type: 'string' },
    lauf: { type: 'string' },
    /**
     * What the last processing run was started with, so that the monitor can continue it when it
     * stopped (the same run, reference §4 "A run that stopped"): its run id (valid only while it
     * is `lauf`), its kind of work, who started it, the uploading broker's structure, and when it
     * took the lock (the time of its journal entries and its booking month).
     */
    laufAuftrag: {
      type: 'map',
      properties: {
        laufId: { type: 'string', required: true },
        art: { type: 'string', required: true },
        benutzer: { type: 'string', required: true },
        struktur: { type: 'list', items: { type: 'string' } },
        beginn: { type: 'string', required: true },
      },
    },
    /** The last error (failed run, refusal reason). */
    fehler: { type: 'string' },
    /**
     * The file-level error of the last read (reference §4): the file is incomplete — a GDV file
     * without Vorsatz or Nachsatz or whose Nachsatz count differs, an XML document that ends
     * early. Its lines are read all the same; each read sets or clears it.
     */
    dateiFehler: { type: 'string' },
    /**
     * The protocol of the last settlement (reference §4 "settlement (full or error protocol)"): a
     * document in the documents bucket, downloaded through GET /download_service/bipro_courtage_file.
     */
    protokoll: {
      type: 'map',
      properties: {
        bucket: { type: 'string', required: true },
        key: { type: 'string', required: true },
        dateiname: { type: 'string', required: true },
        art: { type: CustomAttributeType<'voll' | 'fehler'>('string'), required: true },
        erstellt: { type: 'string', required: true },
      },
    },
    /** When the settlement was taken over (POST /autoAbrechnung/updateAbrechnung). */
    abgerechnetAm: { type: 'string' },
    journal: {
      type: 'list',
      required: true,
      items: {
        type: 'map',
        properties: {
          zeit: { type: 'string', required: true },
          text: { type: 'string', required: true },
        },
      },
    },
  },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['id'] },
      sk: { field: 'sk', composite: [] },
    },
    monat: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['modus', 'monat'] },
      sk: { field: 'gsi1sk', composite: ['dateFrom', 'id'] },
    },
    dateiname: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['dateiname'] },
      sk: { field: 'gsi2sk', composite: ['dateFrom', 'id'] },
    },
  },
} as const satisfies Schema<string, string, string>;

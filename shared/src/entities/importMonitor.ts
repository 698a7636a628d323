import { z } from 'zod';
import { MELDUNGEN } from '../messages';
import { gesellschaftFilter, importModus, isoZeitpunkt, uhrzeit } from './common';
import { filterDatum, mitZeitraum, ZEITRAUM_MONATE } from './zeitraum';
import { dateinameFeld, LAENGEN, nameFeld, textFeld } from './text';

/** Status icons of the monitor (reference §4: a check, a cross or an arrow). */
export const MONITOR_ICONS = ['check', 'cross', 'arrow'] as const;

/** One file-import run (reference §3 "Import monitor line"). */
export const importMonitorZeile = z.object({
  /** The status text (a link); statusErrors instead when the run has errors. */
  status: z.string().optional(),
  statusErrors: z.string().optional(),
  iconMetadata: z.object({ icon: z.enum(MONITOR_ICONS), color: z.string() }),
  fileName: z.string(),
  gesellschaft: z.string(),
  interfaceName: z.string(),
  /** Start. */
  dateFrom: isoZeitpunkt,
  /** End; absent while running. */
  dateTo: isoZeitpunkt.optional(),
  numRows: z.number().int().min(0),
  numRowsError: z.number().int().min(0),
  numRowsWithoutError: z.number().int().min(0),
  /** The file number. */
  fileId: z.number().int(),
  userId: z.string().optional(),
  interfaceId: z.number().int().optional(),
  hasUnlockAction: z.boolean(),
  hasConfirmErrorsAction: z.boolean(),
  hasConfirmAction: z.boolean(),
  hasImportResult: z.boolean(),
  /** Ours: the file's run stopped and can be continued (present only then). */
  hasContinueAction: z.boolean().optional(),
  /**
   * Ours: the line is a planned interface run that did not run (reference §2.14) — the planned
   * run's id; such a line has no file (fileId 0, no file name, no counts) and is confirmed with
   * confirm_interface (interfaceId, dateFrom).
   */
  plannedRunId: z.number().int().optional(),
});
export type ImportMonitorZeile = z.infer<typeof importMonitorZeile>;

/** POST /gdv_import_monitor/filter; without a date range today. */
/** What the monitor may be narrowed to beside its filter (`nur`). */
export const MONITOR_NUR = ['fehlerhaft', 'verpasst'] as const;
export type MonitorNur = (typeof MONITOR_NUR)[number];

export const importMonitorFilter = mitZeitraum(
  z.object({
    dateFrom: filterDatum.optional(),
    dateTo: filterDatum.optional(),
    gesellschaft: gesellschaftFilter,
    interfaceName: nameFeld().trim().optional(),
    fileName: dateinameFeld().trim().optional(),
    fileNumber: z.number().int().optional(),
    onlyCurrentlyProcessing: z.boolean().optional(),
    mitStruktur: z.boolean().optional(),
    /** The monitor's route parameter (1 GDV, 2 billing, default 1); not in reference §7's payload. */
    modus: importModus.optional(),
    /**
     * Ours (the start page's links, issue 24 §1): only the files with faulty lines, or only the
     * planned runs missed and not confirmed.
     */
    nur: z.enum(MONITOR_NUR).optional(),
  }),
  { von: 'dateFrom', bis: 'dateTo', monate: ZEITRAUM_MONATE.monitor, startAllein: 'einTag' },
);

export const lesefehlerBestaetigen = z.object({
  /** Sent back as the monitor row shows it (for the message only). */
  fileName: textFeld(LAENGEN.gelieferterDateiname),
  dateFrom: isoZeitpunkt,
  fileId: z.number().int(),
});
export const interfaceBestaetigen = z.object({ interfaceId: z.number().int(), dateFrom: isoZeitpunkt });
export const dateiEntsperren = z.object({ fileId: z.number().int() });

/** Weekday flags Monday (index 0) to Sunday (index 6). */
export const wochentage = z.array(z.boolean()).length(7);

/** A planned interface run, the monitor's interface setting (reference §2.16, §3 "Planned interface run"). */
export const geplanterLauf = z.object({
  id: z.number().int(),
  gesellschaft: z.string().default('Allgemein'),
  interfaceName: z.string(),
  interfaceId: z.number().int(),
  description: z.string().optional(),
  days: wochentage,
  /** Time of day ('Bis Uhrzeit'). */
  time: uhrzeit,
  withInactiveInterfaces: z.boolean(),
  /** The period as the list shows it, computed by the server. */
  zeitraum: z.string().optional(),
});
export type GeplanterLauf = z.infer<typeof geplanterLauf>;

const pflicht = { error: MELDUNGEN.interfacelaufPflichtfelder };

/** POST interface_setting: a new run (no id) or a changed one; company, interface and time required. */
export const geplanterLaufEingabe = z.object({
  id: z.number().int().optional(),
  gesellschaft: nameFeld(LAENGEN.name, pflicht.error).trim().min(1, pflicht).default('Allgemein'),
  interfaceName: nameFeld(LAENGEN.name, pflicht.error).trim().min(1, pflicht),
  interfaceId: z.number().int().optional(),
  description: textFeld(LAENGEN.beschreibung).optional(),
  days: wochentage,
  time: z.string(pflicht).min(1, pflicht).max(8, { error: MELDUNGEN.uhrzeitUngueltig }).pipe(uhrzeit),
  withInactiveInterfaces: z.boolean().default(false),
});

export const geplanteLaeufeAbfrage = z.object({
  gesellschaft: nameFeld().optional(),
  interface: nameFeld().optional(),
});

export const interfaceComboboxenAbfrage = z.object({
  withInactiveInterfaces: z.stringbool().optional(),
  gesellschaft: gesellschaftFilter,
});

export const interfaceBeschreibungAbfrage = z.object({ gesellschaft: nameFeld(), interface: nameFeld() });
export const interfaceBeschreibung = z.object({
  interfaceId: z.number().int(),
  description: z.string(),
});

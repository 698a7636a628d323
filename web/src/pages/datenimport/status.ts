/** Status and use4Booking of a line as words (reference §4, §8, §9), and the filter's options. */
import {
  DATENIMPORT_TEXTE as T,
  FEHLER_STATUS,
  STATUS_FILTER,
  USE4BOOKING,
  use4BookingText,
  zeilenStatusText,
} from '@lieferdesk/shared';

/** Negative = an error of reference §8, 0–3 the states of reference §4 (shared: the export writes the same words). */
export const statusText = zeilenStatusText;

export const textVonUse4Booking = use4BookingText;

/** Reference §4: 'aktive / zurückgestellte / nicht berücksichtigt'. */
export const USE4BOOKING_OPTIONEN = [
  USE4BOOKING.aktiv,
  USE4BOOKING.zurueckgestellt,
  USE4BOOKING.nichtBeruecksichtigt,
].map((value) => ({ value, label: T.use4BookingFilter[value] ?? String(value) }));

/** Reference §9: -1000 errors, 0, 1, 2, 3, 500 all. */
export const STATUS_OPTIONEN = [STATUS_FILTER.fehler, 0, 1, 2, 3, STATUS_FILTER.alle].map((value) => ({
  value,
  label: `${value} ${T.statusFilter[value] ?? ''}`.trim(),
}));

/** Reference §8: the status-values table — every error code, then '1/0' and '2/0'. */
export const STATUSWERTE: { status: string; bedeutung: string }[] = [
  ...Object.entries(FEHLER_STATUS)
    .map(([status, bedeutung]) => ({ status: Number(status), bedeutung }))
    .sort((a, b) => b.status - a.status)
    .map(({ status, bedeutung }) => ({ status: String(status), bedeutung })),
  ...T.statuswerteOk,
];

/** A moment as German staff read it (Europe/Berlin): what a planned run's time and day are in. */

/** HH:MM German time of a moment. */
export const deutscheUhrzeit = (zeitpunkt: Date) =>
  new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(zeitpunkt);

/** The German calendar day (YYYY-MM-DD) of a moment. */
export const deutscherTag = (zeitpunkt: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(zeitpunkt);

/**
 * A change log entry's request as staff read it: "feld: wert" of query and body in order, nested
 * values as JSON; a cut entry stays as it was kept (no longer JSON).
 */
export function gesetzteWerte(eingabe: string): string {
  let gelesen: unknown;
  try {
    gelesen = JSON.parse(eingabe);
  } catch {
    return eingabe;
  }
  if (gelesen === null || typeof gelesen !== 'object') return eingabe;
  const teile = Object.values(gelesen).flatMap((teil: unknown) =>
    teil !== null && typeof teil === 'object' && !Array.isArray(teil)
      ? Object.entries(teil).map(
          ([feld, wert]) => `${feld}: ${typeof wert === 'string' ? wert : JSON.stringify(wert)}`,
        )
      : [JSON.stringify(teil)],
  );
  return teile.join('; ');
}

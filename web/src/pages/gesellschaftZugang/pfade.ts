/**
 * The addresses of the insurer-to-access mapping (reference §2.2) and the add-insurer page (§2.3),
 * and the pure rule which access the mapping screen shows.
 */
export const LISTE = '/intern/bipro/gesellschaft-zugang';
export const HINZUFUEGEN = '/intern/gesellschaft-hinzufuegen';
/** The query parameter both pages carry the access name in. */
export const ZUGANG_PARAMETER = 'extZugangBezeichnung';

const mitZugang = (pfad: string, zugang: string) =>
  zugang === '' ? pfad : `${pfad}?${new URLSearchParams({ [ZUGANG_PARAMETER]: zugang }).toString()}`;

/** The mapping screen showing `zugang` (none: the default access). */
export const listePfad = (zugang = '') => mitZugang(LISTE, zugang.trim());
export const hinzufuegenPfad = (zugang: string) => mitZugang(HINZUFUEGEN, zugang.trim());

/**
 * Which access the mapping screen shows: the one its address names, else the default the server
 * chose (the first access name that has insurers, reference §2.2) as the rows tell; '' while
 * neither is known or no access has any insurer.
 */
export function gezeigterZugang(
  parameter: string | null,
  zeilen: readonly { extZugangBezeichnung: string }[] | undefined,
): string {
  const genannt = (parameter ?? '').trim();
  if (genannt !== '') return genannt;
  return zeilen?.[0]?.extZugangBezeichnung ?? '';
}

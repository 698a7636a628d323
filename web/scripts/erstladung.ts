/**
 * What the browser loads before sign-in, read from Vite's build manifest (`build.manifest`): the
 * entry chunk and every chunk it imports statically, transitively — index.html names exactly these
 * (script + modulepreload). Dynamic imports (the signed-in shell, the pages) load after sign-in.
 * Pure: sizes come from the caller, so the walk is testable without a build.
 */

/** One entry of `.vite/manifest.json` (the fields this walk reads). */
export interface ManifestEintrag {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestEintrag>;

export interface Ladung {
  /** JavaScript files loaded before sign-in, in walk order (entry first). */
  js: string[];
  /** Stylesheets those chunks bring. */
  css: string[];
}

export function vorAnmeldung(manifest: Manifest): Ladung {
  const besucht = new Set<string>();
  const js: string[] = [];
  const css = new Set<string>();
  const besuche = (schluessel: string): void => {
    if (besucht.has(schluessel)) return;
    besucht.add(schluessel);
    const eintrag = manifest[schluessel];
    if (!eintrag) throw new Error(`Manifest: "${schluessel}" fehlt`);
    js.push(eintrag.file);
    for (const datei of eintrag.css ?? []) css.add(datei);
    for (const weiter of eintrag.imports ?? []) besuche(weiter);
  };
  const einstiege = Object.keys(manifest).filter((k) => manifest[k]!.isEntry);
  if (einstiege.length === 0) throw new Error('Manifest ohne Einstieg');
  for (const einstieg of einstiege) besuche(einstieg);
  return { js, css: [...css] };
}

/** Every JavaScript file of the app (each chunk once, however often it is imported). */
export function alleSkripte(manifest: Manifest): string[] {
  return [...new Set(Object.values(manifest).map((e) => e.file))].filter((d) => d.endsWith('.js'));
}

/** Sum of the given files' sizes in KB (1 KB = 1,000 bytes, as Vite prints them). */
export function kilobytes(dateien: string[], groesse: (datei: string) => number): number {
  return dateien.reduce((summe, datei) => summe + groesse(datei), 0) / 1000;
}

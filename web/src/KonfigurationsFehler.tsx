import { MELDUNGEN } from '@lieferdesk/shared';

/** Shown when /config.json is missing or broken: nothing else can work without it. */
export function KonfigurationsFehler() {
  return (
    <main className="ld-startfehler" role="alert">
      <h1>{MELDUNGEN.produktName}</h1>
      <p>{MELDUNGEN.konfigurationFehler}</p>
    </main>
  );
}

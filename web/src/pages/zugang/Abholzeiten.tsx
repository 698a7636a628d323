/**
 * The access's pickup times (reference §2.6 'Abholzeiten (täglich)'): one time field each — the
 * app's time picker, as the planned interface runs have it, HH:MM since the schedule runs by the
 * minute —, added and removed one by one, at most HOECHSTE_ABHOLZEITEN. A wrong entry stays in its
 * field as typed, marked with its message; the form then holds an empty time, which it refuses to
 * save.
 */
import { ZUGANG_SEITE_TEXTE as T } from '@lieferdesk/shared';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { Uhrzeitfeld } from '../../komponenten/Uhrzeitfeld';
import { ZeilenAktion } from '../../komponenten/ZeilenAktion';
import { HOECHSTE_ABHOLZEITEN } from './formular';

export function Abholzeiten({
  zeiten,
  onZeiten,
  meldung,
  listenMeldung,
}: {
  zeiten: readonly string[];
  onZeiten(zeiten: string[]): void;
  /** The message of the time at this place. */
  meldung(i: number): string | undefined;
  /** The message of the list as a whole (too many). */
  listenMeldung: string | undefined;
}) {
  // Each field keeps its own text (a wrong entry as typed): it is keyed by a number of its own,
  // not by its place, so removing a time above it leaves that text in its field.
  const [schluessel, setSchluessel] = useState(() => zeiten.map((_, i) => i));
  const [naechster, setNaechster] = useState(zeiten.length);

  const setzen = (i: number, zeit: string | undefined) =>
    onZeiten(zeiten.map((z, j) => (j === i ? (zeit ?? '') : z)));
  const hinzufuegen = () => {
    setSchluessel([...schluessel, naechster]);
    setNaechster(naechster + 1);
    onZeiten([...zeiten, '']);
  };
  const entfernen = (i: number) => {
    setSchluessel(schluessel.filter((_, j) => j !== i));
    onZeiten(zeiten.filter((_, j) => j !== i));
  };

  return (
    <fieldset className="ld-zugang-abschnitt">
      <legend>{T.felder.abholzeiten}</legend>
      <ul className="ld-zugang-zeiten" aria-label={T.felder.abholzeiten}>
        {zeiten.map((zeit, i) => (
          <li key={schluessel[i] ?? `platz-${i}`} className="ld-zugang-zeit">
            <Uhrzeitfeld
              id={`zugang-abholzeit-${i}`}
              beschriftung={T.abholzeitNummer(i + 1)}
              beschriftungVerborgen
              wert={zeit === '' ? undefined : zeit}
              onWert={(z) => setzen(i, z)}
              meldung={meldung(i)}
              aktion={
                <ZeilenAktion
                  label={T.abholzeitEntfernen(zeit)}
                  icon="pi pi-times"
                  severity="danger"
                  onClick={() => entfernen(i)}
                  testId={`zugang-abholzeit-entfernen-${i}`}
                />
              }
            />
          </li>
        ))}
      </ul>
      {zeiten.length === 0 && <p className="ld-zugang-hinweis">{T.keineAbholzeiten}</p>}
      <div className="ld-werkzeugleiste">
        <Button
          id="zugang-abholzeit-hinzufuegen"
          type="button"
          label={T.abholzeitHinzufuegen}
          icon="pi pi-plus"
          outlined
          disabled={zeiten.length >= HOECHSTE_ABHOLZEITEN}
          onClick={hinzufuegen}
        />
        <small className="ld-zugang-hinweis">{T.hoechstensAbholzeiten(HOECHSTE_ABHOLZEITEN)}</small>
        <small className="p-error" data-testid="zugang-abholzeiten-fehler">
          {listenMeldung ?? ''}
        </small>
      </div>
    </fieldset>
  );
}

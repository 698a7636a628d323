/**
 * /intern/bipro/gdv-import?filename=… (reference §2.13): the import result of a GDV file is the
 * data import (GDV, modus 1) searched by the file's name — the screen supports arriving by
 * `filename` (datenimport/ankunft.ts). This address only forwards there, replacing itself in
 * the history, so "back" returns to the GDV files.
 */
import { Navigate, useSearchParams } from 'react-router-dom';
import { IMPORT, importPfad } from '../datenimport/pfade';

export default function ImportErgebnis() {
  const [query] = useSearchParams();
  const dateiname = query.get('filename')?.trim();
  return <Navigate replace to={dateiname ? importPfad(1, dateiname) : `${IMPORT}/1`} />;
}

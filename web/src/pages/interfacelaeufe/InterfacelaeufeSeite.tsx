/** The menu area 'Daten einlesen (geplante Interfaceläufe)' at /intern/gdv/interfacelaeufe (internal users). */
import { Interfacelaeufe } from './Interfacelaeufe';

export default function InterfacelaeufeSeite() {
  return <Interfacelaeufe />;
}

/**
 * The import a commission or dunning file can be read with (reference §3 "Courtage file row",
 * `importItem`), pure: an active, visible interface whose nameCheck fits the file name — as the
 * inbox's own routing decides (formate/schnittstellen/dateiname.ts) — and that reads files of the
 * list's mode (pipeline/lesen/modus.ts: commission files settle, dunning lists import). The
 * company's own interfaces come first; only if none fits, a general one ('Allgemein' or none
 * named). Another company's interface never reads the file. No interface: the file cannot be
 * read (a PDF statement, a layout nobody described yet).
 */
import { GESELLSCHAFT_ALLGEMEIN, type SchnittstellenZeile } from '@lieferdesk/shared';
import { findeSchnittstelle } from '../formate/schnittstellen';
import { modusVon as schnittstellenModus } from '../pipeline/lesen/modus';
import { modusVon, type CourtageZiel } from './kriterien';

const allgemein = (s: SchnittstellenZeile) => !s.gesellschaft || s.gesellschaft === GESELLSCHAFT_ALLGEMEIN;

/** findeSchnittstelle looks at the head only. */
const passend = (dateiname: string, kandidaten: SchnittstellenZeile[]) =>
  findeSchnittstelle(
    dateiname,
    kandidaten.map((s) => ({ ...s, felder: [], multiInterfaces: [] })),
  );

export function importSchnittstelle(
  datei: { fileName: string; ziel: CourtageZiel },
  gesellschaft: string | undefined,
  schnittstellen: readonly SchnittstellenZeile[],
): SchnittstellenZeile | undefined {
  const modus = modusVon(datei.ziel);
  const lesbar = schnittstellen.filter((s) => schnittstellenModus(s) === modus);
  const eigene = gesellschaft ? lesbar.filter((s) => s.gesellschaft === gesellschaft) : [];
  const gefunden = passend(datei.fileName, eigene) ?? passend(datei.fileName, lesbar.filter(allgemein));
  return gefunden && schnittstellen.find((s) => s.id === gefunden.id);
}

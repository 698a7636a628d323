/**
 * What evaluating a chunk needs to know (domain auswertung/kontext.ts `AuswertungsDaten`),
 * loaded in a few batched reads for the chunk's lines — never one read per line
 * (functions/src/domain/README.md, "How the evaluate and book steps use this"):
 *
 * 1. the companies (one Query), each line's company by its VU number or the file's;
 * 2. the intermediary numbers of those companies (one Query each);
 * 3. the active contracts of the lines' normalised policy numbers over all brokers (BatchGets:
 *    2 requests per 100 numbers);
 * 4. the customers of those contracts (BatchGet) and the customers of the delivered surnames,
 *    per broker the line belongs to (one Query per broker and surname);
 * 5. the contracts people assigned lines to on the assign page (BatchGet by number).
 *
 * Known limits: a deleted contract is not loaded (its policy number then reads "not in the
 * portfolio" instead of "deleted" in the -13 reason), and -17 sees the insurer customer numbers
 * of the customers loaded here — those of the contracts and of the delivered surnames.
 */
import type { Datenbank } from '../../data/datenbank';
import { parallel } from '../../data/parallel';
import { gesellschaftenRepository } from '../../data/repositories/gesellschaften';
import type { ImportDatei } from '../../data/repositories/importDateien';
import { kundenRepository } from '../../data/repositories/kunden';
import { vermittlernummernRepository } from '../../data/repositories/vermittlernummern';
import { vertraegeRepository } from '../../data/repositories/vertraege';
import { text, type Felder } from '../../domain/auswertung/felder';
import type { AuswertungsDaten, GesellschaftKurz } from '../../domain/auswertung/kontext';
import { normalisiereKennung } from '../../domain/kennung';
import { maklerDerZeile, vermittlerSchluessel, type MaklerRahmen } from '../../domain/makler';
import { normalisiereVsnr } from '../../domain/vsnr';
import type { ZeilenErgebnis } from '../../formate/ergebnis';

/** The fields the kinds of lines name these by (GDV, OMDS, commission and dunning lists). */
const VU_FELDER = ['VuNr', 'VUNr'];
const VSNR_FELDER = ['VsNr', 'Polizzennr', 'VSNR'];
const VERMITTLER_FELDER = ['GeschaeftsstelleVermittler', 'Vermittlernummer'];

const erstes = (f: Felder, namen: readonly string[]) => {
  for (const name of namen) {
    const wert = text(f, name);
    if (wert !== undefined) return wert;
  }
  return undefined;
};

/** The surname a line delivers for its policy holder (GDV 0100 part 1, OMDS), if any. */
function nachname(z: ZeilenErgebnis): string | undefined {
  const f = z.felder;
  if (!f) return undefined;
  if (z.satz?.startsWith('0100')) return text(f, 'Name1');
  return text(f, 'Familienname') ?? text(f, 'Firmenname');
}

/** The company whose name the file was read for (case and blanks do not matter). */
export function dateiGesellschaft(
  gesellschaften: readonly GesellschaftKurz[],
  name: string | undefined,
): GesellschaftKurz | undefined {
  const gesucht = name?.trim().toLowerCase();
  return gesucht ? gesellschaften.find((g) => g.name.trim().toLowerCase() === gesucht) : undefined;
}

export interface DateiRahmen {
  gesellschaft?: ImportDatei['gesellschaft'];
  /** The uploading broker (the file's broker number; absent for drops and internal uploads). */
  maklernr?: string;
  struktur?: readonly string[];
}

export async function ladeAuswertungsDaten(
  zeilen: readonly ZeilenErgebnis[],
  datei: DateiRahmen,
  db: Datenbank,
  zuordnungen: NonNullable<AuswertungsDaten['zuordnungen']> = {},
): Promise<AuswertungsDaten> {
  const gesellschaften: GesellschaftKurz[] = (await gesellschaftenRepository(db).liste()).map((g) => ({
    gesellschaftId: g.gesellschaftId,
    name: g.name,
    ...(g.vuNrBafin === undefined ? {} : { vuNrBafin: g.vuNrBafin }),
  }));
  const nachVu = new Map<string, GesellschaftKurz>();
  for (const g of gesellschaften) {
    const vu = normalisiereKennung(g.vuNrBafin);
    if (vu !== undefined) nachVu.set(vu, g);
  }
  const eigene = dateiGesellschaft(gesellschaften, datei.gesellschaft);

  // Each line's company, policy number, intermediary number and surname.
  const angaben = zeilen.flatMap((z) => {
    const f = z.felder;
    if (!f) return [];
    const vu = erstes(f, VU_FELDER);
    const gesellschaft = vu === undefined ? eigene : nachVu.get(normalisiereKennung(vu) ?? '');
    if (!gesellschaft) return [];
    return [
      {
        gesellschaftId: gesellschaft.gesellschaftId,
        vsnrNorm: normalisiereVsnr(erstes(f, VSNR_FELDER)),
        vermittler: erstes(f, VERMITTLER_FELDER),
        name: nachname(z),
      },
    ];
  });
  const gesellschaftIds = [...new Set(angaben.map((a) => a.gesellschaftId))];

  const zugeordnet = [...(zuordnungen.jeGruppe?.values() ?? []), ...(zuordnungen.jeZeile?.values() ?? [])];
  const [vermittlernummern, gefunden, zugeordneteVertraege] = await Promise.all([
    parallel(gesellschaftIds, (id) => vermittlernummernRepository(db).derGesellschaft(id)).then((l) =>
      l.flat(),
    ),
    parallel(gesellschaftIds, (id) =>
      vertraegeRepository(db).nachVsnr(
        id,
        angaben.filter((a) => a.gesellschaftId === id && a.vsnrNorm !== undefined).map((a) => a.vsnrNorm!),
      ),
    ).then((l) => l.flat()),
    // The contracts people assigned lines to, by number (their policy number may differ).
    vertraegeRepository(db).ladenMehrere(zugeordnet.map((z) => z.vertragId)),
  ]);
  const vertraege = [...gefunden, ...zugeordneteVertraege];

  // The broker each named person is looked for at: the line's broker (makler.ts rules).
  const rahmen: MaklerRahmen = {
    dateiMakler: datei.maklernr,
    struktur: datei.struktur ? new Set(datei.struktur) : undefined,
    vermittler: new Map(
      vermittlernummern.map((v) => [vermittlerSchluessel(v.gesellschaftId, v.nummer), v.maklernr]),
    ),
  };
  const namenJeMakler = new Map<string, Set<string>>();
  for (const a of angaben) {
    if (a.name === undefined) continue;
    const m = maklerDerZeile(rahmen, a.gesellschaftId, a.vermittler);
    if (!('maklernr' in m) || m.maklernr === undefined) continue;
    const namen = namenJeMakler.get(m.maklernr) ?? new Set<string>();
    namen.add(a.name);
    namenJeMakler.set(m.maklernr, namen);
  }
  const kundenRepo = kundenRepository(db);
  const [vertragsKunden, namensKunden] = await Promise.all([
    kundenRepo.ladenMehrere(vertraege.map((v) => v.kundennr)),
    parallel([...namenJeMakler], ([maklernr, namen]) => kundenRepo.nachNamen(maklernr, namen)).then((l) =>
      l.flat(),
    ),
  ]);

  return {
    gesellschaften,
    vermittlernummern,
    kunden: [...vertragsKunden, ...namensKunden],
    vertraege,
    zuordnungen,
    datei: {
      ...(eigene ? { gesellschaftId: eigene.gesellschaftId } : {}),
      ...(datei.maklernr ? { dateiMakler: datei.maklernr } : {}),
      ...(datei.struktur ? { struktur: datei.struktur } : {}),
    },
  };
}

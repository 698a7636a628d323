/**
 * The category exceptions of a company (reference §2.15, §3 "Category exception") as the screen's
 * rows and its changes, pure.
 *
 * - The rows: every BiPRO category, by GeVo type, `checked` where the company has an exception —
 *   and an exception whose category was deleted since, so it can still be seen and removed.
 * - A save names changed rows `{gevoArt, checked}`: checked sets the exception, unchecked removes
 *   it. What already is as the row says changes nothing; a GeVo type named twice is refused (it
 *   cannot say both); a new exception needs a category (an exception of an unknown code would
 *   never show as a row).
 */
import {
  AUSNAHMEN_TEXTE as T,
  MSC_DATEIKATEGORIEN,
  type AusnahmenAenderung,
  type BiproKategorie,
  type KategorieAusnahme,
} from '@lieferdesk/shared';
import { ungueltig } from '../domain/fehler';

/** A refused row: the reason, also as the field's message. */
const zeileUngueltig = (grund: string) => ungueltig(grund, [{ feld: 'body.rows', grund }]);

const mscKategorie = (id: number) => MSC_DATEIKATEGORIEN.find((k) => k.id === id)?.label ?? String(id);

export function ausnahmenZeilen(
  kategorien: readonly BiproKategorie[],
  ausnahmen: ReadonlySet<number>,
): KategorieAusnahme[] {
  const bekannt = new Set(kategorien.map((k) => k.gevoArt));
  const zeilen: KategorieAusnahme[] = kategorien.map((k) => ({
    gevoArt: k.gevoArt,
    unterKategorie: k.unterKategorie,
    hauptKategorie: mscKategorie(k.kategorieFK),
    statusFK: k.statusFK ?? null,
    checked: ausnahmen.has(k.gevoArt),
  }));
  for (const gevoArt of ausnahmen)
    if (!bekannt.has(gevoArt))
      zeilen.push({ gevoArt, unterKategorie: '', hauptKategorie: '', statusFK: null, checked: true });
  return zeilen.sort((a, b) => a.gevoArt - b.gevoArt);
}

export interface Ausnahmenaenderung {
  setzen: number[];
  entfernen: number[];
}

export function aenderungen(
  rows: readonly AusnahmenAenderung[],
  bestehend: ReadonlySet<number>,
  kategorien: ReadonlySet<number>,
): Ausnahmenaenderung {
  const gesehen = new Set<number>();
  const ergebnis: Ausnahmenaenderung = { setzen: [], entfernen: [] };
  for (const { gevoArt, checked } of rows) {
    if (gesehen.has(gevoArt)) throw zeileUngueltig(T.doppelt(gevoArt));
    gesehen.add(gevoArt);
    if (checked && !bestehend.has(gevoArt)) {
      if (!kategorien.has(gevoArt)) throw zeileUngueltig(T.kategorieUnbekannt(gevoArt));
      ergebnis.setzen.push(gevoArt);
    } else if (!checked && bestehend.has(gevoArt)) ergebnis.entfernen.push(gevoArt);
  }
  return ergebnis;
}

/**
 * The three deletes of reference §4 on one chunk:
 *
 * - **delete bookings** (delZahl 1): undoes what booking this file created. For each booked line
 *   (status 2 or 3): its commission booking is deleted; the contract its booking created (the
 *   contract's `herkunft` is this file) is deleted — marked deleted, its policy number freed —
 *   and the customer this file's booking created is removed once no active contract is left to
 *   it. The line goes back to status 1 (evaluated). Not undone: changed values of contracts
 *   that existed before, and insurer customer numbers added to existing customers — booking
 *   keeps no earlier values; the fee counter keeps the creations (gebuehr.ts).
 * - **delete evaluation** (delZahl 2): every evaluated line that is not booked goes back to its
 *   reading result (status 0, or its reading error), its match dropped. Booked lines stay.
 * - **delete file** (delZahl 3): the lines with status <= 1 are deleted (reference §4: only those may
 *   be); booked lines stay, and then so does the file record (abschliessen.ts).
 *
 * Each is idempotent: a repeated chunk finds nothing left to undo or delete.
 */
import { GEBUCHT_AB, VERARBEITUNG_TEXTE as T } from '@lieferdesk/shared';
import type { Datenbank } from '../../data/datenbank';
import { parallel } from '../../data/parallel';
import type { ImportDatei } from '../../data/repositories/importDateien';
import { importZeilenRepository, type ImportZeileDaten } from '../../data/repositories/importZeilen';
import { kundenRepository } from '../../data/repositories/kunden';
import { provisionsbuchungenRepository } from '../../data/repositories/provisionsbuchungen';
import { vertraegeRepository } from '../../data/repositories/vertraege';
import { AUSWERTUNG_STATUS } from '../../domain/auswertung/status';
import { neueKundenSchluessel } from '../../domain/buchung/planen';
import {
  auswertungEntfernt,
  hatEintragDesLaufs,
  istAusgewertet,
  lesung,
  mitStatus,
  trefferVon,
} from './zeile';

export async function loescheBuchungenImAbschnitt(
  datei: ImportDatei,
  nr: number,
  zeit: string,
  db: Datenbank,
): Promise<Record<string, number>> {
  const repo = importZeilenRepository(db);
  const zeilen = await repo.abschnitt(datei.id, nr);
  const gebucht = zeilen.filter((z) => z.status >= GEBUCHT_AB);
  // The run's entry (its lock names it): one per line and run; the lines it reset are counted on
  // them, so a chunk worked again after the run was continued counts those of the stopped
  // execution too.
  const lauf = datei.sperre;
  const eintrag = { zeit, text: T.zeilenJournal.buchungGeloescht, ...(lauf ? { lauf } : {}) };
  const zurueckgesetzt = (nachher: readonly ImportZeileDaten[]) =>
    lauf === undefined
      ? gebucht.length
      : nachher.filter((z) => z.status < GEBUCHT_AB && hatEintragDesLaufs(z, lauf, eintrag.text)).length;
  if (gebucht.length === 0) return { zurueckgesetzt: zurueckgesetzt(zeilen) };

  const buchungenGeloescht = await provisionsbuchungenRepository(db).loeschenZeilen(
    datei.id,
    gebucht.filter((z) => trefferVon(z)?.art === 'provision').map((z) => z.zeile),
  );

  // The contracts of the booked contract lines that this file created.
  const vertraege = vertraegeRepository(db);
  const jeGesellschaft = new Map<number, Set<string>>();
  for (const z of gebucht) {
    const t = trefferVon(z);
    if (t?.art !== 'vertrag' || t.vsnrNorm === undefined) continue;
    jeGesellschaft.set(t.gesellschaftId, (jeGesellschaft.get(t.gesellschaftId) ?? new Set()).add(t.vsnrNorm));
  }
  const eigene = (await parallel([...jeGesellschaft], ([id, vsnrs]) => vertraege.nachVsnr(id, vsnrs)))
    .flat()
    .filter((v) => v.herkunft === datei.id);
  await parallel(eigene, (v) => vertraege.loeschen(v.vertragId));

  // Their customers, if this file created them and nothing active is left to them — found by the
  // contracts and by the keys booking created them under: a chunk repeated after it had deleted
  // its contracts (the run killed before it wrote its lines) finds those contracts no more, and
  // by them alone would leave their customers behind for good.
  const kunden = kundenRepository(db);
  const nachSchluessel = await kunden.nachSchluesseln(neueKundenSchluessel(gebucht.map(trefferVon)));
  const kandidaten = (
    await kunden.ladenMehrere([...eigene.map((v) => v.kundennr), ...nachSchluessel.values()])
  ).filter((k) => k.herkunft === datei.id);
  const kundenGeloescht = (
    await parallel(kandidaten, async (k) => {
      const aktiv = (await vertraege.desKunden(k.kundennr)).some((v) => !v.geloescht);
      return !aktiv && (await kunden.loeschen(k.kundennr));
    })
  ).filter(Boolean).length;

  const neu = gebucht.map((z) => mitStatus(z, AUSWERTUNG_STATUS.ausgewertet, eintrag));
  await repo.schreiben(neu);
  return {
    zurueckgesetzt: zurueckgesetzt([...new Map([...zeilen, ...neu].map((z) => [z.zeile, z])).values()]),
    buchungenGeloescht,
    vertraegeGeloescht: eigene.length,
    kundenGeloescht,
  };
}

export async function loescheAuswertungImAbschnitt(
  datei: ImportDatei,
  nr: number,
  zeit: string,
  db: Datenbank,
): Promise<Record<string, number>> {
  const repo = importZeilenRepository(db);
  const zeilen = await repo.abschnitt(datei.id, nr);
  const behalten = zeilen.filter((z) => z.status >= GEBUCHT_AB).length;
  // As deleting the bookings: the run's entry on each line it reset, and the lines counted on
  // them, so a chunk worked again after the run was continued counts the stopped execution's too.
  const lauf = datei.sperre;
  const zurueck = zeilen
    .filter((z) => z.status < GEBUCHT_AB && istAusgewertet(z))
    .map((z) =>
      auswertungEntfernt(z, {
        zeit,
        text: T.zeilenJournal.auswertungGeloescht(lesung(z).status),
        ...(lauf ? { lauf } : {}),
      }),
    );
  await repo.schreiben(zurueck);
  const zurueckgesetzt =
    lauf === undefined
      ? zurueck.length
      : zeilen.filter((z) => z.status < GEBUCHT_AB && (istAusgewertet(z) || hatEintragDesLaufs(z, lauf)))
          .length;
  return { zurueckgesetzt, behalten };
}

export async function loescheZeilenImAbschnitt(
  datei: ImportDatei,
  nr: number,
  db: Datenbank,
): Promise<Record<string, number>> {
  const repo = importZeilenRepository(db);
  const zeilen = await repo.abschnitt(datei.id, nr);
  const weg = zeilen.filter((z) => z.status < GEBUCHT_AB).map((z) => z.zeile);
  await repo.loeschen(datei.id, weg);
  return { geloescht: weg.length, behalten: zeilen.length - weg.length };
}

/**
 * Booking one chunk (reference §4 "create bookings", "settlement"): the chunk's active lines with
 * status 1 are planned against the portfolio as far as they touch it (domain buchung/planen.ts),
 * the operations executed (repositories/buchungsausfuehrung.ts), and each line gets its new
 * status — 2 transferred (import, modus 1) or 3 completed (settlement, modus 2) — with a
 * journal entry.
 *
 * Idempotent: a line that has status 2 or 3 is not booked again; a chunk retried after it had
 * executed its operations but not yet written its lines plans against the portfolio those
 * operations left — the contracts and customers exist, the commissions are booked — and so
 * executes nothing new (every operation is idempotent in itself as well), while its lines are
 * booked and say so (planen.ts). Contracts are counted for the fee inside the transaction that
 * creates them, so exactly once.
 *
 * A commission line whose contract neither exists nor is created in the same booking (a GDV
 * collection record of a new contract, settled before the portfolio was booked) cannot be
 * booked: it gets -13 "contract not in database" instead of failing the whole chunk.
 */
import { AUSWERTUNG_TEXTE, GEBUCHT_AB, USE4BOOKING, VERARBEITUNG_TEXTE as T } from '@lieferdesk/shared';
import type { Datenbank } from '../../data/datenbank';
import { parallel } from '../../data/parallel';
import { buchungsausfuehrung } from '../../data/repositories/buchungsausfuehrung';
import type { ImportDatei } from '../../data/repositories/importDateien';
import { importZeilenRepository, type ImportZeileDaten } from '../../data/repositories/importZeilen';
import { kundenRepository } from '../../data/repositories/kunden';
import { provisionsbuchungenRepository } from '../../data/repositories/provisionsbuchungen';
import { vertraegeRepository } from '../../data/repositories/vertraege';
import { vertragsSchluessel } from '../../domain/auswertung/kontext';
import type { Treffer } from '../../domain/auswertung/ergebnis';
import { AUSWERTUNG_STATUS } from '../../domain/auswertung/status';
import { buchungsSchluessel, type Operation } from '../../domain/buchung/operationen';
import {
  BUCHUNGS_STATUS,
  neueKundenSchluessel,
  planeBuchungen,
  type BuchungsStand,
} from '../../domain/buchung/planen';
import { hatEintragDesLaufs, mitStatus, trefferVon } from './zeile';

/** The portfolio as far as these lines' matches touch it, loaded by key. */
async function stand(
  dateiId: number,
  treffer: readonly Treffer[],
  modus: 1 | 2,
  db: Datenbank,
): Promise<BuchungsStand> {
  const jeGesellschaft = new Map<number, Set<string>>();
  for (const t of treffer) {
    if (t.vsnrNorm === undefined || (t.art !== 'vertrag' && t.art !== 'provision')) continue;
    const menge = jeGesellschaft.get(t.gesellschaftId) ?? new Set<string>();
    menge.add(t.vsnrNorm);
    jeGesellschaft.set(t.gesellschaftId, menge);
  }
  const vertraege = (
    await parallel([...jeGesellschaft], ([id, vsnrs]) => vertraegeRepository(db).nachVsnr(id, vsnrs))
  ).flat();
  const kunden = kundenRepository(db);
  const [bestehende, schluessel, gebucht] = await Promise.all([
    kunden.ladenMehrere([
      ...vertraege.map((v) => v.kundennr),
      ...treffer.flatMap((t) => (t.art === 'vertrag' && t.kundennr !== undefined ? [t.kundennr] : [])),
    ]),
    kunden.nachSchluesseln(neueKundenSchluessel(treffer)),
    modus === 2
      ? provisionsbuchungenRepository(db).gebuchteZeilen(dateiId)
      : Promise.resolve(new Set<number>()),
  ]);
  return {
    vertraege: new Map(vertraege.map((v) => [vertragsSchluessel(v.gesellschaftId, v.vsnrNorm), v])),
    kunden: new Map(bestehende.map((k) => [k.kundennr, k])),
    kundenSchluessel: schluessel,
    buchungen: new Set([...gebucht].map((zeile) => buchungsSchluessel(dateiId, zeile))),
  };
}

/** Commission bookings whose contract is neither there nor created by this batch: their lines. */
function ohneVertrag(operationen: readonly Operation[]): Set<number> {
  const angelegt = new Set(operationen.flatMap((o) => (o.art === 'vertragAnlegen' ? [o.schluessel] : [])));
  const zeilen = new Set<number>();
  for (const o of operationen)
    if (o.art === 'provisionBuchen' && 'schluessel' in o.vertrag && !angelegt.has(o.vertrag.schluessel))
      zeilen.add(o.buchung.zeile);
  return zeilen;
}

/**
 * The chunk's lines this run booked, and their commission bookings, counted on the lines: each
 * carries the run's entry. So a chunk worked again after its run was continued counts the lines
 * the stopped execution booked as well — it books nothing of them again — and none twice.
 */
function vomLaufGebucht(
  zeilen: readonly ImportZeileDaten[],
  lauf: string,
): { gebucht: number; provisionenGebucht: number } {
  const gebucht = zeilen.filter((z) => z.status >= GEBUCHT_AB && hatEintragDesLaufs(z, lauf));
  return {
    gebucht: gebucht.length,
    provisionenGebucht: gebucht.filter(
      (z) => z.status === BUCHUNGS_STATUS.abgeschlossen && trefferVon(z)?.art === 'provision',
    ).length,
  };
}

export async function bucheAbschnitt(
  datei: ImportDatei,
  nr: number,
  modus: 1 | 2,
  monat: string,
  zeit: string,
  db: Datenbank,
): Promise<Record<string, number>> {
  const repo = importZeilenRepository(db);
  const aktive = (await repo.abschnitt(datei.id, nr)).filter((z) => z.use4Booking === USE4BOOKING.aktiv);
  const zuBuchen = aktive.filter((z) => z.status === AUSWERTUNG_STATUS.ausgewertet);
  // The run's count of faulty lines names every active line it leaves unbooked for an error —
  // those the evaluation marked, too, not only those booking itself refuses.
  const schonFehlerhaft = aktive.filter((z) => z.status < 0).length;
  const lauf = datei.sperre;
  if (zuBuchen.length === 0)
    return { zeilen: 0, fehlerhaft: schonFehlerhaft, ...(lauf ? vomLaufGebucht(aktive, lauf) : {}) };

  const treffer = zuBuchen.flatMap((z) => trefferVon(z) ?? []);
  const { plaene, operationen } = planeBuchungen(
    zuBuchen.map((z) => ({ dateiId: datei.id, zeile: z.zeile, status: z.status, treffer: trefferVon(z) })),
    { modus, monat },
    await stand(datei.id, treffer, modus, db),
  );
  const fehlt = ohneVertrag(operationen);
  const ausgefuehrt = await buchungsausfuehrung(db).fuehreAus(
    operationen.filter((o) => !(o.art === 'provisionBuchen' && fehlt.has(o.buchung.zeile))),
  );

  const plan = new Map(plaene.map((p) => [p.zeile, p]));
  // The run's entry (its lock names it): one per line and run, also when the run is continued.
  const eintrag = (text: string) => ({ zeit, text, ...(lauf ? { lauf } : {}) });
  let gebucht = 0;
  let fehlerhaft = schonFehlerhaft;
  const neu: ImportZeileDaten[] = zuBuchen.map((z) => {
    const p = plan.get(z.zeile)!;
    if (fehlt.has(z.zeile)) {
      fehlerhaft++;
      const grund = AUSWERTUNG_TEXTE.vertragNichtImBestand(trefferVon(z)?.vsnr ?? '');
      return mitStatus(
        z,
        AUSWERTUNG_STATUS.vertragFehlt,
        eintrag(T.zeilenJournal.nichtGebucht(AUSWERTUNG_STATUS.vertragFehlt, grund)),
        grund,
      );
    }
    if (p.status === z.status)
      return mitStatus(z, z.status, eintrag(T.zeilenJournal.nichtGebucht(z.status, p.grund)));
    gebucht++;
    return mitStatus(z, p.status, eintrag(T.zeilenJournal.gebucht(p.status, p.grund)));
  });
  await repo.schreiben(neu);
  const danach = [...new Map([...aktive, ...neu].map((z) => [z.zeile, z])).values()];
  // What this execution created and changed: a continued run's chunk cannot tell which of the
  // contracts and customers it finds the stopped execution created (another chunk may have).
  return {
    zeilen: neu.length,
    fehlerhaft,
    kundenAngelegt: ausgefuehrt.kundenAngelegt,
    vertraegeAngelegt: ausgefuehrt.vertraegeAngelegt,
    vertraegeGeaendert: ausgefuehrt.vertraegeGeaendert,
    kundennummernErgaenzt: ausgefuehrt.kundennummernErgaenzt,
    ...(lauf
      ? vomLaufGebucht(danach, lauf)
      : { gebucht, provisionenGebucht: ausgefuehrt.provisionenGebucht }),
  };
}

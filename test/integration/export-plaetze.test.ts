/**
 * A user runs at most EXPORTE_JE_BENUTZER list exports at a time (listenExport/auftrag.ts,
 * entities/exportPlatz.ts), on the shared stack's table: a further start is refused with the
 * German reason before any job exists; the end of a run (here the failure task) frees its place;
 * a place whose run cannot still be going (past EXPORT_LAUF_HOECHSTENS_MS) is free by itself;
 * starts at once never share a place; another user is not held up. The runs are not started
 * (`starten` does nothing): the subject is the places, not the export.
 */
import { describe, expect, inject, it } from 'vitest';
import { EXPORT_LAUF_HOECHSTENS_MS, type ExportStart } from '@lieferdesk/events';
import { EXPORTE_JE_BENUTZER, LISTEN_EXPORT_TEXTE, type Benutzer } from '@lieferdesk/shared';
import { datenbankFuer } from '@lieferdesk/functions/data/datenbank';
import { fortschrittRepository } from '@lieferdesk/functions/data/repositories/fortschritt';
import { Konflikt } from '@lieferdesk/functions/domain/fehler';
import { exportFehlgeschlagen, exportStarten } from '@lieferdesk/functions/listenExport/auftrag';
import { eindeutigeMarke } from '../helpers/eindeutig';

const stack = inject('stack');
const db = datenbankFuer(stack.tabelle, stack.dynamoEndpoint);

/** A user of this test alone (the places are per user id). */
const benutzer = (): Benutzer => ({
  id: `platz-${eindeutigeMarke()}`,
  name: 'Platz',
  rollen: ['INTERN'],
  struktur: [],
});

const ANFRAGE = { filter: { gesellschaft: 1 }, spalten: ['gevoArt'] };

/** Starts an export as `b` without a run; the run's input as the route would hand it on. */
async function starten(b: Benutzer, jetzt = Date.now()) {
  let lauf: ExportStart | undefined;
  const { jobId } = await exportStarten(b, 'ausnahmenExport', ANFRAGE, {
    db,
    jetzt: () => jetzt,
    starten: async (e) => {
      lauf = e;
    },
  });
  return { jobId, lauf: lauf! };
}

describe('Export-Plätze je Benutzer', () => {
  it('weist den Start über die Grenze mit deutschem Grund ab, ohne Auftrag; das Ende eines Laufs gibt seinen Platz frei', async () => {
    const b = benutzer();
    const laufend = [];
    for (let i = 0; i < EXPORTE_JE_BENUTZER; i++) laufend.push(await starten(b));
    const abgewiesen = await starten(b).catch((e: unknown) => e);
    expect(abgewiesen).toBeInstanceOf(Konflikt);
    expect((abgewiesen as Konflikt).message).toBe(LISTEN_EXPORT_TEXTE.zuVieleLaufend(EXPORTE_JE_BENUTZER));

    // Another user is not held up by him.
    await expect(starten(benutzer())).resolves.toBeDefined();

    // The failure task ends the first run: its job failed, its place free for the next start.
    await exportFehlgeschlagen(laufend[0]!.lauf, db);
    expect((await fortschrittRepository(db).laden(laufend[0]!.jobId))?.fehler).toBe(
      LISTEN_EXPORT_TEXTE.fehlgeschlagen,
    );
    const naechster = await starten(b);
    expect(naechster.jobId).not.toBe(laufend[0]!.jobId);
    await expect(starten(b)).rejects.toBeInstanceOf(Konflikt);
  });

  it('ein Platz, dessen Lauf nicht mehr laufen kann, ist frei', async () => {
    const b = benutzer();
    const jetzt = Date.now();
    for (let i = 0; i < EXPORTE_JE_BENUTZER; i++) await starten(b, jetzt);
    await expect(starten(b, jetzt + EXPORT_LAUF_HOECHSTENS_MS - 1000)).rejects.toBeInstanceOf(Konflikt);
    await expect(starten(b, jetzt + EXPORT_LAUF_HOECHSTENS_MS + 1000)).resolves.toBeDefined();
  });

  it('gleichzeitige Starts teilen sich keinen Platz', async () => {
    const b = benutzer();
    const ergebnisse = await Promise.allSettled(
      Array.from({ length: 2 * EXPORTE_JE_BENUTZER }, () => starten(b)),
    );
    const gestartet = ergebnisse.filter((e) => e.status === 'fulfilled');
    expect(gestartet).toHaveLength(EXPORTE_JE_BENUTZER);
    for (const e of ergebnisse) if (e.status === 'rejected') expect(e.reason).toBeInstanceOf(Konflikt);
  });
});

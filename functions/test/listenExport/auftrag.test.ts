/**
 * A list export as a job (listenExport/auftrag.ts): the route checks the columns, writes the job
 * owned by the caller and starts the run with the caller's scope; the run reads the list as that
 * user, counts the rows into the job and ends with the file or the German error (the bound: no
 * file); the status answers only the job's owner. The progress records live in memory here, the
 * list is a stand-in under the export route of the exceptions — the subject is the job's course.
 */
import { PassThrough } from 'node:stream';
import type { ExportStart } from '@lieferdesk/events';
import type { Benutzer } from '@lieferdesk/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Datenbank } from '../../src/data/datenbank';
import type { Fortschritt } from '../../src/data/repositories/fortschritt';
import type { ExportAblage, Exportzeile, QuellenKontext } from '../../src/listenExport/exportieren';

const records = new Map<string, Fortschritt>();
const staende: number[] = [];
vi.mock('../../src/data/repositories/fortschritt', async (original) => ({
  ...(await original<typeof import('../../src/data/repositories/fortschritt')>()),
  fortschrittRepository: () => ({
    async exportAnlegen(f: { id: string; max: number; sLabel: string; userId: string }) {
      records.set(f.id, { ...f, act: 0 });
    },
    async stand(id: string, act: number) {
      staende.push(act);
      records.get(id)!.act = act;
    },
    async exportAbschliessen(
      id: string,
      e: { zeilen: number; sLabel: string; exportKey: string; dateiname: string },
    ) {
      const r = records.get(id)!;
      Object.assign(r, {
        act: e.zeilen,
        max: e.zeilen,
        sLabel: e.sLabel,
        exportKey: e.exportKey,
        dateiname: e.dateiname,
      });
    },
    async fehlschlagen(id: string, fehler: string) {
      const r = records.get(id)!;
      Object.assign(r, { act: r.max, fehler });
    },
    async laden(id: string) {
      return records.get(id);
    },
  }),
}));

/** The places taken and given back, by job (their own test: test/integration/export-plaetze.test.ts). */
const plaetze = { belegt: [] as string[], frei: [] as string[] };
vi.mock('../../src/data/repositories/exportPlaetze', () => ({
  exportPlaetzeRepository: () => ({
    async belegen(o: { jobId: string }) {
      plaetze.belegt.push(o.jobId);
      return true;
    },
    async freigeben(_userId: string, jobId: string) {
      plaetze.frei.push(jobId);
    },
  }),
}));

/** Who the list was read as, and its rows: pages of the broker's own numbers. */
const gelesenAls: Benutzer[] = [];
let seiten: Exportzeile[][] = [];
vi.mock('../../src/listenExport/listen', async (original) => {
  const echt = await original<typeof import('../../src/listenExport/listen')>();
  return {
    ...echt,
    EXPORT_QUELLEN: {
      ...echt.EXPORT_QUELLEN,
      ausnahmenExport: {
        name: 'Ausnahmen',
        titel: { nr: 'Nr.' },
        async *zeilen(b: Benutzer, _f: unknown, _k: QuellenKontext) {
          gelesenAls.push(b);
          for (const s of seiten) yield s;
        },
      },
    },
  };
});

const { exportAusfuehren, exportStand, exportStarten } = await import('../../src/listenExport/auftrag');

const DB = {} as Datenbank;
const MAKLER: Benutzer = {
  id: 'makler-1',
  name: 'm',
  rollen: ['EXTERNER_MAKLER'],
  maklernr: '4711',
  struktur: [],
};
const ANDERER: Benutzer = {
  id: 'makler-2',
  name: 'n',
  rollen: ['EXTERNER_MAKLER'],
  maklernr: '4712',
  struktur: [],
};
const ANFRAGE = { filter: { gesellschaft: 3 }, spalten: ['nr'] };

function ablage() {
  const stand = { abgebrochen: false, geschrieben: [] as string[] };
  const a: ExportAblage = {
    hochladen(key) {
      const strom = new PassThrough();
      strom.resume();
      const fertig = new Promise<void>((ok) => strom.on('end', ok));
      stand.geschrieben.push(key);
      return {
        strom,
        fertig,
        async abbrechen() {
          stand.abgebrochen = true;
          strom.destroy();
        },
      };
    },
    link: async (key, dateiname) => `https://s3.example/${key}?name=${dateiname}`,
  };
  return { ablage: a, stand };
}

const zeilen = (n: number) => Array.from({ length: n }, (_, i) => ({ nr: i }));

/** Starts a job as the route does and answers the run's input. */
async function starten(benutzer: Benutzer = MAKLER): Promise<ExportStart> {
  let eingabe: ExportStart | undefined;
  await exportStarten(benutzer, 'ausnahmenExport', ANFRAGE, {
    db: DB,
    starten: async (e) => {
      eingabe = e;
    },
  });
  return eingabe!;
}

beforeEach(() => {
  plaetze.belegt.length = 0;
  plaetze.frei.length = 0;
  records.clear();
  staende.length = 0;
  gelesenAls.length = 0;
  seiten = [];
});

describe('exportStarten', () => {
  it('legt den Auftrag für den Aufrufer an und startet den Lauf mit dessen Sicht', async () => {
    const start = await starten();
    expect(start.laufId).toMatch(/^export-[0-9a-f-]{36}$/);
    expect(start.route).toBe('ausnahmenExport');
    expect(start.benutzer).toEqual(MAKLER);
    expect(start.grenze).toBe(100_000);
    expect(records.get(start.laufId)).toMatchObject({ userId: 'makler-1', act: 0, max: 100_001 });
    expect(plaetze).toEqual({ belegt: [start.laufId], frei: [] });
  });

  it('weist eine unbekannte Spalte ab, ohne Auftrag und ohne Lauf', async () => {
    const starter = vi.fn();
    await expect(
      exportStarten(
        MAKLER,
        'ausnahmenExport',
        { ...ANFRAGE, spalten: ['nr', 'toString'] },
        { db: DB, starten: starter },
      ),
    ).rejects.toMatchObject({ art: 'ungueltig' });
    expect(starter).not.toHaveBeenCalled();
    expect(records.size).toBe(0);
  });

  it('ein Lauf, der nicht startet, hinterlässt einen gescheiterten Auftrag', async () => {
    await expect(
      exportStarten(MAKLER, 'ausnahmenExport', ANFRAGE, {
        db: DB,
        starten: () => Promise.reject(new Error('SFN weg')),
      }),
    ).rejects.toThrow('SFN weg');
    const [auftrag] = [...records.values()];
    expect(auftrag!.fehler).toContain('nicht gestartet');
    expect(plaetze.frei).toEqual([auftrag!.id]);
  });
});

describe('exportAusfuehren und exportStand', () => {
  it('liest als der Aufrufer, zählt Seite für Seite und gibt die Datei nur ihm heraus', async () => {
    seiten = [zeilen(3), zeilen(2)];
    const start = await starten();
    const a = ablage();
    // Before the run: running, nothing written, no file.
    expect(await exportStand(MAKLER, start.laufId, { db: DB, ablage: a.ablage })).toEqual({
      act: 0,
      max: 100_001,
      sLabel: expect.any(String),
    });
    expect(await exportAusfuehren(start, { db: DB, ablage: a.ablage })).toEqual({ zeilen: 5 });
    expect(gelesenAls).toEqual([MAKLER]);
    expect(staende).toEqual([3, 5]);
    // The run ended: its place is free.
    expect(plaetze.frei).toEqual([start.laufId]);
    expect(a.stand.geschrieben).toEqual([expect.stringMatching(/^export\/makler-1\/.+\.xlsx$/)]);
    const fertig = await exportStand(MAKLER, start.laufId, { db: DB, ablage: a.ablage });
    expect(fertig).toMatchObject({ act: 5, max: 5, sLabel: expect.stringContaining('5 Zeilen') });
    expect(fertig.datei).toEqual({
      url: expect.stringContaining(a.stand.geschrieben[0]!),
      dateiname: expect.stringMatching(/^Ausnahmen_\d{4}-\d{2}-\d{2}\.xlsx$/),
      zeilen: 5,
    });
    // Another user — even one who may see the same list — learns nothing of it.
    await expect(exportStand(ANDERER, start.laufId, { db: DB, ablage: a.ablage })).rejects.toMatchObject({
      art: 'nichtGefunden',
    });
    // A progress record of a run on a file is no export job.
    records.set('lauf-7', { id: 'lauf-7', act: 1, max: 1, sLabel: 'x', userId: 'makler-1' });
    await expect(exportStand(MAKLER, 'lauf-7', { db: DB })).rejects.toMatchObject({ art: 'nichtGefunden' });
  });

  it('die Grenze bricht sauber ab: keine Datei, der deutsche Grund am Auftrag', async () => {
    seiten = [zeilen(3), zeilen(3)];
    const start = { ...(await starten()), grenze: 5 };
    const a = ablage();
    const ergebnis = await exportAusfuehren(start, { db: DB, ablage: a.ablage });
    expect(ergebnis.fehler).toContain('mehr als 5 Zeilen');
    expect(a.stand.abgebrochen).toBe(true);
    expect(records.get(start.laufId)).not.toHaveProperty('exportKey');
    expect(plaetze.frei).toEqual([start.laufId]);
    await expect(exportStand(MAKLER, start.laufId, { db: DB, ablage: a.ablage })).rejects.toMatchObject({
      art: 'konflikt',
      message: expect.stringContaining('mehr als 5 Zeilen'),
    });
  });

  it('ein unerwarteter Fehler scheitert den Lauf und nennt dem Auftrag den allgemeinen Grund', async () => {
    seiten = [zeilen(1)];
    const start = await starten();
    const a = ablage();
    a.ablage.hochladen = () => {
      throw new Error('S3 weg');
    };
    await expect(exportAusfuehren(start, { db: DB, ablage: a.ablage })).rejects.toThrow('S3 weg');
    expect(records.get(start.laufId)!.fehler).toContain('fehlgeschlagen');
    // Thrown: the failure task ends the run and frees the place, not this one.
    expect(plaetze.frei).toEqual([]);
  });
});

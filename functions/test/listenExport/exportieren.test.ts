import { PassThrough } from 'node:stream';
import type { Benutzer } from '@lieferdesk/shared';
import { describe, expect, it } from 'vitest';
import type { Datenbank } from '../../src/data/datenbank';
import { xlsxZellenLesen } from '../../src/dokumente/xlsx';
import {
  alleSeiten,
  listeExportieren,
  type ExportAblage,
  type Exportzeile,
  type ListenQuelle,
} from '../../src/listenExport/exportieren';
import { wieGezeigt } from '../../src/listenExport/listen';
import { FORMATE } from '../../src/listenExport/zellen';

const BENUTZER: Benutzer = { id: 'u1', name: 'test', rollen: ['INTERN'], struktur: [] };
const DB = {} as Datenbank;

/** An export target in memory: the bytes written, whether the upload was aborted, links handed out. */
function speicher() {
  const teile: Buffer[] = [];
  const stand = {
    abgebrochen: false,
    links: [] as string[],
    inhalt: () => new Uint8Array(Buffer.concat(teile)),
  };
  const ablage: ExportAblage = {
    hochladen() {
      const strom = new PassThrough();
      const fertig = new Promise<void>((ok, fehler) => {
        strom.on('data', (t: Buffer) => teile.push(t));
        strom.on('end', ok);
        strom.on('error', fehler);
      });
      fertig.catch(() => undefined);
      return {
        strom,
        fertig,
        async abbrechen() {
          stand.abgebrochen = true;
          strom.destroy();
        },
      };
    },
    async link(key, dateiname) {
      stand.links.push(`${key}|${dateiname}`);
      return `https://s3.example/${key}`;
    },
  };
  return { ablage, stand };
}

const quelle = (seiten: Exportzeile[][]): ListenQuelle<{ x?: string }> => ({
  name: 'BiPRO Abrechnungen/Courtage',
  titel: { name: 'Name', betrag: 'Betrag', am: 'Erstellt am', nr: 'Nr.' },
  arten: { betrag: 'betrag' },
  async *zeilen() {
    for (const s of seiten) yield s;
  },
});

describe('listeExportieren', () => {
  it('schreibt die gezeigten Spalten mit deutschen Köpfen und typisierten Zellen', async () => {
    const { ablage, stand } = speicher();
    const antwort = await listeExportieren(
      BENUTZER,
      { filter: {}, spalten: ['nr', 'name', 'am', 'betrag'] },
      quelle([
        [{ name: '=1+2', betrag: 12.5, am: '2026-03-01T08:00:00Z', nr: 7 }],
        [{ name: 'Müller', betrag: '1.000,00', am: '2026-03-02', nr: 8 }],
      ]),
      { db: DB, ablage, jetzt: new Date('2026-11-29T12:00:00Z') },
    );
    expect(antwort.zeilen).toBe(2);
    // The user's own folder under export/: the file of his job only.
    expect(antwort.key).toMatch(/^export\/u1\/[0-9a-f-]{36}\.xlsx$/);
    // '/' is no character of a sheet or file name.
    expect(antwort.dateiname).toBe('BiPRO Abrechnungen-Courtage_2026-11-29.xlsx');
    expect(stand.abgebrochen).toBe(false);
    const [kopf, erste, zweite] = await xlsxZellenLesen(stand.inhalt());
    expect(kopf!.map((z) => z.wert)).toEqual(['Nr.', 'Name', 'Erstellt am', 'Betrag']);
    expect(erste![0]).toEqual({ wert: 7, format: FORMATE.zahl });
    // A formula stays text: neutralised with the apostrophe, never a formula cell.
    expect(erste![1]!.wert).toBe("'=1+2");
    expect(erste![2]!.wert).toBeInstanceOf(Date);
    expect((erste![2]!.wert as Date).toISOString()).toBe('2026-03-01T09:00:00.000Z');
    expect(erste![2]!.format).toBe(FORMATE.zeitpunkt);
    expect(erste![3]).toEqual({ wert: 12.5, format: FORMATE.betrag });
    expect(zweite![1]!.wert).toBe('Müller');
    expect(zweite![2]).toEqual({ wert: new Date('2026-03-02T00:00:00Z'), format: FORMATE.datum });
    expect(zweite![3]).toEqual({ wert: 1000, format: FORMATE.betrag });
  });

  it('exportiert bis zur Grenze und bricht dahinter ab, ohne Datei und Link', async () => {
    const zeilen = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `z${i}` }));
    const genau = speicher();
    const bis = await listeExportieren(
      BENUTZER,
      { filter: {}, spalten: ['name'] },
      quelle([zeilen(3), zeilen(2)]),
      { db: DB, ablage: genau.ablage, grenze: 5 },
    );
    expect(bis.zeilen).toBe(5);
    expect((await xlsxZellenLesen(genau.stand.inhalt())).length).toBe(6);

    const zuViel = speicher();
    await expect(
      listeExportieren(BENUTZER, { filter: {}, spalten: ['name'] }, quelle([zeilen(3), zeilen(3)]), {
        db: DB,
        ablage: zuViel.ablage,
        grenze: 5,
      }),
    ).rejects.toMatchObject({ art: 'ungueltig', message: expect.stringContaining('mehr als 5 Zeilen') });
    expect(zuViel.stand.abgebrochen).toBe(true);
    expect(zuViel.stand.links).toEqual([]);
  });

  it('weist eine Spalte ab, die die Liste nicht hat, bevor es etwas schreibt', async () => {
    const { ablage, stand } = speicher();
    await expect(
      listeExportieren(BENUTZER, { filter: {}, spalten: ['name', 'toString'] }, quelle([]), {
        db: DB,
        ablage,
      }),
    ).rejects.toMatchObject({ art: 'ungueltig', message: expect.stringContaining('„toString“') });
    expect(stand.links).toEqual([]);
  });
});

describe('alleSeiten', () => {
  it('folgt den Seitenmarken bis zur letzten Seite', async () => {
    const gefragt: (string | undefined)[] = [];
    const seiten: Record<string, { rows: number[]; weiter?: string }> = {
      '': { rows: [1, 2], weiter: 'a' },
      a: { rows: [], weiter: 'b' },
      b: { rows: [3] },
    };
    const gelesen: number[][] = [];
    for await (const s of alleSeiten(async (m) => {
      gefragt.push(m);
      return seiten[m ?? '']!;
    }))
      gelesen.push([...s]);
    expect(gefragt).toEqual([undefined, 'a', 'b']);
    expect(gelesen).toEqual([[1, 2], [3]]);
  });
});

describe('wieGezeigt', () => {
  it('sortiert wie die Tabelle im Browser: stabil, Leeres zuletzt, Ziffern als Zahlen, deutsch', () => {
    const zeilen = [
      { id: 1, g: 'b' },
      { id: 2, g: undefined },
      { id: 3, g: 'a' },
      { id: 4, g: 'b' },
      { id: 5, g: 'Ä' },
    ];
    expect(wieGezeigt(zeilen, { feld: 'g', richtung: 1 }).map((z) => z.id)).toEqual([3, 5, 1, 4, 2]);
    expect(wieGezeigt(zeilen, { feld: 'g', richtung: -1 }).map((z) => z.id)).toEqual([1, 4, 5, 3, 2]);
    expect(wieGezeigt(zeilen).map((z) => z.id)).toEqual([1, 2, 3, 4, 5]);
    const nummern = [{ n: 'POL-10' }, { n: 'POL-9' }, { n: 'POL-100' }];
    expect(wieGezeigt(nummern, { feld: 'n', richtung: 1 }).map((z) => z.n)).toEqual([
      'POL-9',
      'POL-10',
      'POL-100',
    ]);
    const zahlen = [{ z: 10 }, { z: 9 }, { z: null }, { z: 100 }];
    expect(wieGezeigt(zahlen, { feld: 'z', richtung: -1 }).map((z) => z.z)).toEqual([100, 10, 9, null]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  archivKriterien,
  archivZeitraum,
  passtZumArchivFilter,
  type ArchivKandidat,
} from '../../src/archiv/filter';

/** 10:00 German time on 15 May 2026. */
const JETZT = new Date('2026-05-15T08:00:00Z');

const datei = (aenderung: Partial<ArchivKandidat> = {}): ArchivKandidat => ({
  ziel: 'archiv',
  invisible: false,
  creationDate: '2026-05-10T09:00:00.000Z',
  gesellschaftId: 1,
  customerSurname: 'Müller-Lüdenscheidt',
  policeNr: 'VSNR 0012-345/6',
  gevoArt: 160010000,
  fileName: 'Kuendigung_Mueller.PDF',
  ...aenderung,
});
const passt = (filter: Parameters<typeof archivKriterien>[0], d = datei()) =>
  passtZumArchivFilter(d, archivKriterien(filter, JETZT));

describe('Zeitraum des Archivs', () => {
  it('ohne Zeitraum: die letzten 6 Monate bis heute (deutscher Kalendertag)', () => {
    const z = archivZeitraum({}, JETZT);
    expect([z.vonTag, z.bisTag]).toEqual(['2025-11-15', '2026-05-15']);
    // Just after midnight in Germany it is already the next day there.
    expect(archivZeitraum({}, new Date('2026-05-15T22:30:00Z')).bisTag).toBe('2026-05-16');
  });

  it('ein fehlender Beginn liegt 6 Monate vor dem Ende, ein fehlendes Ende ist heute', () => {
    expect(archivZeitraum({ toDate: '2026-02-28' }, JETZT)).toMatchObject({
      vonTag: '2025-08-28',
      bisTag: '2026-02-28',
    });
    expect(archivZeitraum({ fromDate: '2026-05-01' }, JETZT)).toMatchObject({
      vonTag: '2026-05-01',
      bisTag: '2026-05-15',
    });
    expect(archivZeitraum({ fromDate: '2026-05-10', toDate: '2026-05-01' }, JETZT)).toMatchObject({
      vonTag: '2026-05-01',
      bisTag: '2026-05-10',
    });
  });

  it('vergleicht deutsche Kalendertage, nicht UTC', () => {
    // 23:30 UTC on 30 April is 1 May in Germany.
    const d = datei({ creationDate: '2026-04-30T23:30:00.000Z' });
    expect(passt({ fromDate: '2026-05-01', toDate: '2026-05-01' }, d)).toBe(true);
    expect(passt({ fromDate: '2026-04-30', toDate: '2026-04-30' }, d)).toBe(false);
    expect(passt({}, datei({ creationDate: '2025-11-14T12:00:00.000Z' }))).toBe(false);
    expect(passt({}, datei({ creationDate: '2025-11-15T12:00:00.000Z' }))).toBe(true);
  });
});

describe('Filter des Archivs', () => {
  it('ohne Filter: jede archivierte, nicht gelöschte Datei des Zeitraums', () => {
    expect(passt({})).toBe(true);
    expect(passt({}, datei({ invisible: true }))).toBe(false);
    expect(passt({}, datei({ ziel: 'dokument' }))).toBe(false);
  });

  it('Gesellschaft und GeVo-Art: gleich', () => {
    expect(passt({ gesellschaftId: 1 })).toBe(true);
    expect(passt({ gesellschaftId: 2 })).toBe(false);
    expect(passt({ gevoArt: 160010000 })).toBe(true);
    expect(passt({ gevoArt: 160010001 })).toBe(false);
    expect(passt({ gevoArt: 1 }, datei({ gevoArt: undefined }))).toBe(false);
  });

  it('VSNR: dieselbe Nummer, wie auch immer geschrieben', () => {
    expect(passt({ policeNr: '123456' })).toBe(true);
    expect(passt({ policeNr: 'k-12 34 56' })).toBe(true);
    expect(passt({ policeNr: '12345' })).toBe(false);
    expect(passt({ policeNr: '123456' }, datei({ policeNr: undefined }))).toBe(false);
    expect(passt({ policeNr: '   ' })).toBe(true);
  });

  it('Kundenname: der Anfang des Nachnamens, Umlaute und Groß-/Kleinschreibung gleich', () => {
    expect(passt({ kundenname: 'müller' })).toBe(true);
    expect(passt({ kundenname: 'MUELLER-L' })).toBe(true);
    expect(passt({ kundenname: 'Lüdenscheidt' })).toBe(false);
    expect(passt({ kundenname: 'm' }, datei({ customerSurname: undefined }))).toBe(false);
  });

  it('Dateiname: ein Teil davon, oder mit * und ? ein Muster über den ganzen Namen', () => {
    expect(passt({ fileName: 'mueller' })).toBe(true);
    expect(passt({ fileName: '*.pdf' })).toBe(true);
    expect(passt({ fileName: 'kuendigung_*.pdf' })).toBe(true);
    expect(passt({ fileName: 'Kuendigung_Muelle?.pdf' })).toBe(true);
    expect(passt({ fileName: '*.xml' })).toBe(false);
    expect(passt({ fileName: 'Kuendigung_?.pdf' })).toBe(false);
    // A part is a part: without a wildcard the name need not begin so.
    expect(passt({ fileName: '.pdf' })).toBe(true);
    expect(passt({ fileName: 'police' })).toBe(false);
  });

  it('alle Kriterien zugleich', () => {
    const alle = {
      gesellschaftId: 1,
      gevoArt: 160010000,
      policeNr: '123456',
      kundenname: 'mü',
      fileName: '*.pdf',
    };
    expect(passt(alle)).toBe(true);
    expect(passt({ ...alle, gesellschaftId: 3 })).toBe(false);
  });
});

/**
 * Hostile BiPRO answers (bipro-erzeugen.ts) through the download job's streaming reader
 * (`antwortStreamen`) into sinks, and every file it lists on through the sorting (name kept,
 * destination). Whatever the bytes: the reader never throws and leaves no promise behind, every
 * sink it opened is completed or aborted once, no temporary file stays; every file the answer
 * carries is stored with exactly its bytes or listed with a German reason, and a failed one is
 * archived as unreadable; an answer is OK only if nothing of it failed for good.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fc, it } from '@fast-check/vitest';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Ablage, StromAntwort } from '../../src/bipro/lesen/ablage';
import { antwortStreamen } from '../../src/bipro/lesen/strom';
import { dateinameNormalisieren, DATEINAME_HOECHSTLAENGE } from '../../src/domain/bipro/dateiname';
import { einordnen, gevoArtAus } from '../../src/domain/bipro/einordnung';
import {
  biproAntwort,
  biproFall,
  bytesVon,
  intakt,
  istZip,
  sha256,
  zip,
  type BiproFall,
} from './bipro-erzeugen';
import {
  grosseLaeufe,
  laeufe,
  pruefeDeutschenGrund,
  stueckGroesse,
  unbehandelteAblehnungenVerbieten,
  zeitlimit,
} from './hilfen';

unbehandelteAblehnungenVerbieten();

let verzeichnis: string;
beforeAll(() => {
  verzeichnis = mkdtempSync(join(tmpdir(), 'fuzz-bipro-'));
});
afterAll(() => rmSync(verzeichnis, { recursive: true, force: true }));

interface Senke {
  griff: number;
  teile: Buffer[];
  abgeschlossen?: { bytes: number; sha256: string };
  abgebrochen?: string;
  /** Calls after the sink ended: the reader must make none. */
  danach: string[];
}

/** An Ablage that records every sink's life. */
function sammelAblage() {
  const senken: Senke[] = [];
  const ablage: Ablage = async () => {
    const s: Senke = { griff: senken.length, teile: [], danach: [] };
    senken.push(s);
    const zu = () => s.abgeschlossen !== undefined || s.abgebrochen !== undefined;
    return {
      async schreiben(teil) {
        if (zu()) s.danach.push('schreiben');
        s.teile.push(Buffer.from(teil));
      },
      async abschliessen(info) {
        if (zu()) s.danach.push('abschliessen');
        s.abgeschlossen = info;
      },
      async abbrechen(grund) {
        if (zu()) s.danach.push('abbrechen');
        s.abgebrochen = grund;
      },
    };
  };
  return { ablage, senken };
}

async function* stuecke(b: Buffer, groesse: number): AsyncGenerator<Uint8Array> {
  const g = stueckGroesse(b.length, groesse);
  // Copies: the reader must not rely on the pieces staying as they were.
  for (let i = 0; i < b.length; i += g) yield Uint8Array.from(b.subarray(i, i + g));
}

const ZIELE = new Set(['archiv', 'dokument', 'abrechnung', 'mahnung', 'gdv']);
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const STEUERZEICHEN = /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

/** Every listed file sorted as the download job sorts it: a name of its own, a destination. */
function pruefeEinordnung(r: StromAntwort, inhalte: Map<string, Buffer>): void {
  for (const l of r.lieferungen)
    for (const d of l.dateien) {
      const name = dateinameNormalisieren(d.dateiname);
      expect(name).not.toMatch(/[/\\]/);
      expect(name).not.toMatch(STEUERZEICHEN);
      expect(name).not.toMatch(/^\.*$/);
      expect([...name].length).toBeLessThanOrEqual(DATEINAME_HOECHSTLAENGE);
      const e = einordnen(
        {
          gevoArt: gevoArtAus(l.transfers[d.transfer]?.artId ?? l.kategorie),
          dateiname: name,
          ...(d.fehler !== undefined
            ? { fehler: d.fehler }
            : { anfang: inhalte.get(d.sha256)?.subarray(0, 1024) }),
        },
        new Map(),
        new Set(),
      );
      expect(ZIELE.has(e.ziel)).toBe(true);
      if (d.fehler !== undefined) {
        expect(e.ziel).toBe('archiv');
        pruefeDeutschenGrund(e.cause, `Einordnung von „${d.dateiname}“`);
      }
    }
}

async function lies(fall: BiproFall): Promise<void> {
  const { koerper, typ } = biproAntwort(fall);
  const a = sammelAblage();
  const r = await antwortStreamen(stuecke(koerper, fall.stueck), typ, a.ablage, { verzeichnis });

  // No temporary file stays; every sink ended exactly once, and nothing came after.
  expect(readdirSync(verzeichnis)).toEqual([]);
  for (const s of a.senken) {
    expect(s.danach).toEqual([]);
    expect((s.abgeschlossen === undefined) !== (s.abgebrochen === undefined)).toBe(true);
  }

  // Every refusal in German: our own messages and every file that failed.
  for (const m of r.meldungen) if (m.id.startsWith('LD')) pruefeDeutschenGrund(m.text, `Meldung ${m.id}`);
  const dateien = r.lieferungen.flatMap((l) => l.dateien);
  for (const d of dateien)
    if (d.fehler !== undefined) pruefeDeutschenGrund(d.fehler, `Datei „${d.dateiname}“`);
  const fatal = r.meldungen.some((m) => m.id === 'LD001');
  if (r.ok) {
    expect(fatal).toBe(false);
    for (const d of dateien) if (d.fehler !== undefined) expect(d.dauerhaft).toBe(true);
  } else expect(r.meldungen.length).toBeGreaterThan(0);

  // What was stored is what the completed sinks hold, byte for byte.
  const abgeschlossen = a.senken.filter((s) => s.abgeschlossen);
  const gespeichert = dateien.filter((d) => d.fehler === undefined);
  expect(gespeichert.length).toBe(abgeschlossen.length);
  const inhalte = new Map<string, Buffer>();
  for (const s of abgeschlossen) {
    const inhalt = Buffer.concat(s.teile);
    expect(s.abgeschlossen).toEqual({ bytes: inhalt.length, sha256: sha256(inhalt) });
    inhalte.set(sha256(inhalt), inhalt);
  }
  for (const d of gespeichert) expect(inhalte.has(d.sha256)).toBe(true);
  pruefeEinordnung(r, inhalte);

  // A whole answer read to its end: every file it carries accounted for, one transfer each.
  if (fall.mutationen.length > 0 || fatal) return;
  expect(r.lieferungen).toHaveLength(1);
  const l = r.lieferungen[0]!;
  expect(l.transfers).toHaveLength(fall.dateien.length);
  fall.dateien.forEach((geliefert, i) => {
    const gelistet = l.dateien.filter((d) => d.transfer === i);
    const wo = `Transfer ${i} (${geliefert.inhalt.art}${istZip(geliefert) ? ` ${(geliefert.inhalt as { zip: string }).zip}` : ''}, ${geliefert.mtom ? 'MTOM' : 'inline'}${geliefert.kaputt ? `, Base64 ${geliefert.kaputt}` : ''})`;
    if (!istZip(geliefert)) {
      expect(gelistet, wo).toHaveLength(1);
      // A file without data is refused ('enthält keine Daten'): nothing to check it against.
      if (bytesVon(geliefert.inhalt).length === 0) return;
      if (intakt(geliefert)) {
        expect(gelistet[0]!.fehler, wo).toBeUndefined();
        expect(gelistet[0]!.sha256, wo).toBe(sha256(bytesVon(geliefert.inhalt)));
      } else expect(gelistet[0]!.fehler, wo).toBeDefined();
      return;
    }
    const eintraege = zip((geliefert.inhalt as { zip: Parameters<typeof zip>[0] }).zip).eintraege;
    if (intakt(geliefert) && eintraege) {
      expect(gelistet.map((d) => d.dateiname).sort(), wo).toEqual([...eintraege].sort());
      for (const d of gelistet) expect(d.fehler, wo).toBeUndefined();
    } else expect(gelistet.filter((d) => d.fehler !== undefined).length, wo).toBeGreaterThan(0);
  });
}

describe('BiPRO-Antworten, feindlich', () => {
  it.prop([biproFall()], { numRuns: laeufe(150) })(
    'kein Absturz, jede Datei abgelegt oder mit deutschem Grund abgewiesen und archiviert, jede Senke zu Ende',
    lies,
    zeitlimit(150, 1000),
  );

  it.prop([biproFall(false)], { numRuns: grosseLaeufe(2) })(
    'ein ZIP mit 100.000 Einträgen: abgewiesen, nicht entpackt',
    lies,
    zeitlimit(2, 30_000),
  );

  it.prop(
    [
      biproFall(),
      fc.constantFrom('text/xml', 'multipart/related', 'multipart/related; boundary=""', undefined),
    ],
    { numRuns: laeufe(40) },
  )(
    'falscher oder fehlender Content-Type: ebenso',
    async (fall, typ) => {
      const { koerper } = biproAntwort(fall);
      const a = sammelAblage();
      const r = await antwortStreamen(stuecke(koerper, fall.stueck), typ, a.ablage, { verzeichnis });
      expect(readdirSync(verzeichnis)).toEqual([]);
      for (const s of a.senken)
        expect((s.abgeschlossen === undefined) !== (s.abgebrochen === undefined)).toBe(true);
      for (const m of r.meldungen) if (m.id.startsWith('LD')) pruefeDeutschenGrund(m.text, `Meldung ${m.id}`);
      for (const d of r.lieferungen.flatMap((x) => x.dateien))
        if (d.fehler !== undefined) pruefeDeutschenGrund(d.fehler, `Datei „${d.dateiname}“`);
    },
    zeitlimit(40, 1000),
  );
});

// @vitest-environment node
/**
 * The processing pipeline's wiring: the definition synthesized from the CDK stack, run by the
 * same local interpreter as the read pipeline (infra/local/schrittfunktionen.ts serves every
 * machine), with small task functions defined here in place of the real ones. What is checked
 * is the machine — payloads, Map, retries (a run that lost its file is not retried), catches —
 * not the tasks' work (that is test/integration/import-verarbeitung.test.ts).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  VERARBEITUNGS_ZUSTAENDE as Z,
  verarbeitungsAbschluss,
  verarbeitungsAuftrag,
  verarbeitungsFehler,
  verarbeitungsStart,
  type Abschnitt,
  type VerarbeitungsAuftrag,
  type VerarbeitungsStart,
} from '@lieferdesk/events';
import { lokaleStrecken, streckenSynthese, type Aufgabe } from '../local/schrittfunktionen';
import { VERARBEITUNGS_PARALLELITAET, VERARBEITUNGS_WIEDERHOLUNGEN } from '../src/verarbeitungsstrecke';
import { VERARBEITUNGS_AUFGABEN_MODULE } from '../src/verarbeitungsstrecke-module';

const beispiel: VerarbeitungsStart = verarbeitungsStart.parse(
  JSON.parse(
    readFileSync(new URL('../../events/samples/verarbeitungsstrecke-start.json', import.meta.url), 'utf8'),
  ),
);
const start = (laufId: string, art: VerarbeitungsStart['art'] = 'buchen'): VerarbeitungsStart => ({
  ...beispiel,
  art,
  laufId,
});

const abschnitte = (anzahl: number): Abschnitt[] =>
  Array.from({ length: anzahl }, (_, nr) => ({ nr, zeileVon: nr * 100 + 1, zeileBis: (nr + 1) * 100 }));

class Fehler extends Error {
  constructor(name: string, text: string) {
    super(text);
    this.name = name;
  }
}

function aufgaben(o: {
  anzahl: number;
  fehler?: (nr: number, versuch: number) => Error | undefined;
  ms?: number;
}) {
  const aufrufe = {
    planen: [] as unknown[],
    abschnitt: [] as VerarbeitungsAuftrag[],
    abschliessen: [] as unknown[],
    fehlgeschlagen: [] as unknown[],
  };
  const versuche = new Map<number, number>();
  let gleichzeitig = 0;
  let hoechstens = 0;
  const plan = { zeilen: o.anzahl * 100, abschnitte: abschnitte(o.anzahl) };
  const fakes: Record<string, Aufgabe> = {
    [Z.planen]: async (e) => {
      aufrufe.planen.push(e);
      return plan;
    },
    [Z.abschnittVerarbeiten]: async (e) => {
      const auftrag = e as unknown as VerarbeitungsAuftrag;
      aufrufe.abschnitt.push(auftrag);
      const versuch = (versuche.get(auftrag.abschnitt.nr) ?? 0) + 1;
      versuche.set(auftrag.abschnitt.nr, versuch);
      gleichzeitig++;
      hoechstens = Math.max(hoechstens, gleichzeitig);
      try {
        await new Promise((r) => setTimeout(r, o.ms ?? 1));
        const f = o.fehler?.(auftrag.abschnitt.nr, versuch);
        if (f) throw f;
        return { nr: auftrag.abschnitt.nr, zaehler: { zeilen: 100, fehlerhaft: auftrag.abschnitt.nr } };
      } finally {
        gleichzeitig--;
      }
    },
    [Z.abschliessen]: async (e) => {
      aufrufe.abschliessen.push(e);
      return { fertig: true };
    },
    [Z.fehlgeschlagen]: async (e) => {
      aufrufe.fehlgeschlagen.push(e);
      return undefined;
    },
  };
  return { fakes, aufrufe, plan, versuche, hoechstens: () => hoechstens };
}

async function laufen(s: VerarbeitungsStart, a: ReturnType<typeof aufgaben>) {
  const strecken = lokaleStrecken({ aufgaben: a.fakes, melden: () => undefined });
  await strecken.starte(s, 'verarbeiten');
  await strecken.warteAufAlle();
  return strecken.laeufe[0]!;
}

describe('Verarbeitungsstrecke (synthetisierte Definition, lokaler Interpreter)', () => {
  it('führt jeden Task-Zustand auf das Modul seiner Lambda zurück', async () => {
    const { aufgaben: module } = (await streckenSynthese()).verarbeiten;
    expect(Object.fromEntries([...module].map(([name, m]) => [name, m.einstieg]))).toEqual({
      [Z.planen]: VERARBEITUNGS_AUFGABEN_MODULE.planen,
      [Z.abschnittVerarbeiten]: VERARBEITUNGS_AUFGABEN_MODULE.abschnittVerarbeiten,
      [Z.abschliessen]: VERARBEITUNGS_AUFGABEN_MODULE.abschliessen,
      [Z.fehlgeschlagen]: VERARBEITUNGS_AUFGABEN_MODULE.fehlgeschlagen,
    });
  }, 120_000);

  it('plant, verarbeitet jeden Abschnitt mit seinem Auftrag (höchstens 8 zugleich) und schließt mit den Zählern ab', async () => {
    const a = aufgaben({ anzahl: 12, ms: 15 });
    const lauf = await laufen(start('gut', 'auswerten'), a);
    expect(lauf).toMatchObject({ strecke: 'verarbeiten', status: 'erfolgreich' });
    expect(a.aufrufe.planen).toEqual([start('gut', 'auswerten')]);
    const auftraege = [...a.aufrufe.abschnitt].sort((x, y) => x.abschnitt.nr - y.abschnitt.nr);
    expect(auftraege).toEqual(
      a.plan.abschnitte.map((abschnitt) => ({ ...start('gut', 'auswerten'), abschnitt })),
    );
    for (const auftrag of auftraege) expect(verarbeitungsAuftrag.parse(auftrag)).toEqual(auftrag);
    expect(a.hoechstens()).toBe(VERARBEITUNGS_PARALLELITAET);
    const abschluss = verarbeitungsAbschluss.parse(a.aufrufe.abschliessen[0]);
    expect(abschluss).toEqual({
      ...start('gut', 'auswerten'),
      plan: a.plan,
      ergebnisse: a.plan.abschnitte.map(({ nr }) => ({ nr, zaehler: { zeilen: 100, fehlerhaft: nr } })),
    });
    expect(a.aufrufe.fehlgeschlagen).toEqual([]);
  });

  it('wiederholt einen gescheiterten Abschnitt, einen Lauf ohne Sperre aber nicht', async () => {
    const wiederholt = aufgaben({
      anzahl: 3,
      fehler: (nr, versuch) => (nr === 1 && versuch <= 2 ? new Error('DynamoDB überlastet') : undefined),
    });
    expect((await laufen(start('wiederholt'), wiederholt)).status).toBe('erfolgreich');
    expect(wiederholt.versuche.get(1)).toBe(3);

    const immer = aufgaben({ anzahl: 3, fehler: (nr) => (nr === 2 ? new Error('kaputt') : undefined) });
    expect((await laufen(start('immer'), immer)).status).toBe('fehlgeschlagen');
    expect(immer.versuche.get(2)).toBe(1 + VERARBEITUNGS_WIEDERHOLUNGEN);

    const verloren = aufgaben({
      anzahl: 3,
      fehler: (nr) => (nr === 0 ? new Fehler('SperreVerloren', 'entsperrt') : undefined),
    });
    const lauf = await laufen(start('verloren'), verloren);
    expect(lauf.status).toBe('fehlgeschlagen');
    expect(verloren.versuche.get(0)).toBe(1);
    expect(verloren.aufrufe.abschliessen).toEqual([]);
    const fehler = verarbeitungsFehler.parse(verloren.aufrufe.fehlgeschlagen[0]);
    expect(fehler).toMatchObject(start('verloren'));
    expect(fehler.fehler.Error).toBe('SperreVerloren');
    expect(JSON.parse(fehler.fehler.Cause!)).toMatchObject({
      errorType: 'SperreVerloren',
      errorMessage: 'entsperrt',
    });
  });

  it('weist eine Eingabe ohne Art ab und startet eine bekannte Lauf-Id nicht zweimal', async () => {
    const a = aufgaben({ anzahl: 1 });
    const strecken = lokaleStrecken({ aufgaben: a.fakes });
    await expect(
      strecken.starte({ ...start('x'), art: 'gibtesnicht' } as never, 'verarbeiten'),
    ).rejects.toThrow();
    await strecken.starte(start('doppelt'), 'verarbeiten');
    await strecken.starte(start('doppelt'), 'verarbeiten');
    await strecken.warteAufAlle();
    expect(strecken.laeufe).toHaveLength(1);
    expect(a.aufrufe.planen).toHaveLength(1);
  });
});

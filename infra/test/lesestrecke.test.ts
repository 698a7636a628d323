// @vitest-environment node
/**
 * The read pipeline's wiring: the definition synthesized from the CDK stack, run by the local
 * interpreter (infra/local/schrittfunktionen.ts) with small task functions defined here in place
 * of the real ones. What is checked is the machine — payloads between the states, the Map,
 * retries, catches — not the tasks' work (that is test/integration/lesestrecke.test.ts).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  LESE_ZUSTAENDE,
  abschnittAuftrag,
  leseAbschluss,
  leseFehler,
  leseStart,
  type Abschnitt,
  type AbschnittAuftrag,
  type LeseStart,
} from '@lieferdesk/events';
import { lokaleStrecken, streckenSynthese, type Aufgabe } from '../local/schrittfunktionen';
import { ABSCHNITT_WIEDERHOLUNGEN, LESE_PARALLELITAET } from '../src/lesestrecke';
import { LESE_AUFGABEN_MODULE } from '../src/lesestrecke-module';

const beispiel: LeseStart = leseStart.parse(
  JSON.parse(readFileSync(new URL('../../events/samples/lesestrecke-start.json', import.meta.url), 'utf8')),
);
const start = (laufId: string): LeseStart => ({ ...beispiel, laufId });

const abschnitte = (anzahl: number): Abschnitt[] =>
  Array.from({ length: anzahl }, (_, nr) => ({ nr, zeileVon: nr * 100 + 1, zeileBis: (nr + 1) * 100 }));

class AbschnittKaputt extends Error {
  override name = 'AbschnittKaputt';
}

/** Fake tasks that record what they were given; `abschnittFehler(nr, versuch)` throws or not. */
function aufgaben(o: {
  anzahl?: number;
  abschnittFehler?: (nr: number, versuch: number) => boolean;
  planenFehler?: boolean;
  abschliessenFehler?: boolean;
  verzoegerungMs?: number;
}) {
  const aufrufe = {
    planen: [] as unknown[],
    abschnitt: [] as AbschnittAuftrag[],
    abschliessen: [] as unknown[],
    fehlgeschlagen: [] as unknown[],
  };
  let gleichzeitig = 0;
  let hoechstens = 0;
  const versuche = new Map<number, number>();
  const plan = { zeilen: (o.anzahl ?? 3) * 100, abschnitte: abschnitte(o.anzahl ?? 3) };
  const fakes: Record<string, Aufgabe> = {
    [LESE_ZUSTAENDE.planen]: async (eingabe) => {
      aufrufe.planen.push(eingabe);
      if (o.planenFehler) throw new Error('Datei nicht lesbar');
      return plan;
    },
    [LESE_ZUSTAENDE.abschnittLesen]: async (eingabe) => {
      const auftrag = eingabe as unknown as AbschnittAuftrag;
      aufrufe.abschnitt.push(auftrag);
      const versuch = (versuche.get(auftrag.abschnitt.nr) ?? 0) + 1;
      versuche.set(auftrag.abschnitt.nr, versuch);
      gleichzeitig++;
      hoechstens = Math.max(hoechstens, gleichzeitig);
      try {
        await new Promise((r) => setTimeout(r, o.verzoegerungMs ?? 1));
        if (o.abschnittFehler?.(auftrag.abschnitt.nr, versuch)) {
          throw new AbschnittKaputt(`Abschnitt ${auftrag.abschnitt.nr} kaputt`);
        }
        return { nr: auftrag.abschnitt.nr, zeilen: 100, fehlerhaft: auftrag.abschnitt.nr % 2 };
      } finally {
        gleichzeitig--;
      }
    },
    [LESE_ZUSTAENDE.abschliessen]: async (eingabe) => {
      aufrufe.abschliessen.push(eingabe);
      if (o.abschliessenFehler) throw new Error('Monitor nicht schreibbar');
      return { fertig: true };
    },
    [LESE_ZUSTAENDE.fehlgeschlagen]: async (eingabe) => {
      aufrufe.fehlgeschlagen.push(eingabe);
      return undefined;
    },
  };
  return { fakes, aufrufe, plan, versuche, hoechstens: () => hoechstens };
}

async function laufen(laufId: string, a: ReturnType<typeof aufgaben>) {
  const meldungen: string[] = [];
  const strecken = lokaleStrecken({ aufgaben: a.fakes, melden: (t) => meldungen.push(t) });
  await strecken.starte(start(laufId));
  await strecken.warteAufAlle();
  expect(strecken.laeufe).toHaveLength(1);
  return { lauf: strecken.laeufe[0]!, meldungen, strecken };
}

describe('Lesestrecke (synthetisierte Definition, lokaler Interpreter)', () => {
  it('führt jeden Task-Zustand auf das Modul seiner Lambda zurück', async () => {
    const { aufgaben: module } = (await streckenSynthese()).lesen;
    expect(Object.fromEntries([...module].map(([name, m]) => [name, m.einstieg]))).toEqual({
      [LESE_ZUSTAENDE.planen]: LESE_AUFGABEN_MODULE.planen,
      [LESE_ZUSTAENDE.abschnittLesen]: LESE_AUFGABEN_MODULE.abschnittLesen,
      [LESE_ZUSTAENDE.abschliessen]: LESE_AUFGABEN_MODULE.abschliessen,
      [LESE_ZUSTAENDE.fehlgeschlagen]: LESE_AUFGABEN_MODULE.fehlgeschlagen,
    });
    expect(module.get(LESE_ZUSTAENDE.abschnittLesen)?.timeoutSekunden).toBe(300);
  }, 120_000);

  it('plant, liest jeden Abschnitt mit seinem Auftrag und schließt mit Plan und Ergebnissen ab', async () => {
    const a = aufgaben({ anzahl: 3 });
    const { lauf, meldungen } = await laufen('lauf-gut', a);
    expect(lauf.status).toBe('erfolgreich');
    expect(meldungen).toEqual([]);

    expect(a.aufrufe.planen).toEqual([start('lauf-gut')]);
    // Exactly the AbschnittAuftrag: the run's fields plus the chunk, nothing else.
    const auftraege = [...a.aufrufe.abschnitt].sort((x, y) => x.abschnitt.nr - y.abschnitt.nr);
    expect(auftraege).toEqual(a.plan.abschnitte.map((abschnitt) => ({ ...start('lauf-gut'), abschnitt })));
    for (const auftrag of auftraege) expect(abschnittAuftrag.parse(auftrag)).toEqual(auftrag);

    expect(a.aufrufe.abschliessen).toHaveLength(1);
    const abschluss = leseAbschluss.parse(a.aufrufe.abschliessen[0]);
    expect(a.aufrufe.abschliessen[0]).toEqual({
      ...start('lauf-gut'),
      plan: a.plan,
      ergebnisse: [0, 1, 2].map((nr) => ({ nr, zeilen: 100, fehlerhaft: nr % 2 })),
    });
    expect(abschluss.ergebnisse.map((e) => e.nr)).toEqual([0, 1, 2]);
    expect(a.aufrufe.fehlgeschlagen).toEqual([]);
    expect(lauf.zustaende).toEqual(
      expect.arrayContaining([LESE_ZUSTAENDE.planen, LESE_ZUSTAENDE.lesen, LESE_ZUSTAENDE.abschliessen]),
    );
  });

  it(`liest höchstens ${LESE_PARALLELITAET} Abschnitte gleichzeitig`, async () => {
    const a = aufgaben({ anzahl: 10, verzoegerungMs: 20 });
    const { lauf } = await laufen('lauf-parallel', a);
    expect(lauf.status).toBe('erfolgreich');
    expect(a.aufrufe.abschnitt).toHaveLength(10);
    expect(a.hoechstens()).toBe(LESE_PARALLELITAET);
  });

  it('wiederholt einen Abschnitt, der zweimal scheitert, und liest ihn dann', async () => {
    const a = aufgaben({ anzahl: 3, abschnittFehler: (nr, versuch) => nr === 1 && versuch <= 2 });
    const { lauf } = await laufen('lauf-wiederholt', a);
    expect(lauf.status).toBe('erfolgreich');
    expect(a.versuche.get(0)).toBe(1);
    expect(a.versuche.get(1)).toBe(3);
    expect(a.versuche.get(2)).toBe(1);
    expect(a.aufrufe.fehlgeschlagen).toEqual([]);
    const abschluss = leseAbschluss.parse(a.aufrufe.abschliessen[0]);
    expect(abschluss.ergebnisse.map((e) => e.nr)).toEqual([0, 1, 2]);
  });

  it('endet nach erschöpften Wiederholungen in "Lesen fehlgeschlagen" mit $.fehler', async () => {
    const a = aufgaben({ anzahl: 3, abschnittFehler: (nr) => nr === 2 });
    const { lauf, meldungen } = await laufen('lauf-kaputt', a);
    expect(a.versuche.get(2)).toBe(1 + ABSCHNITT_WIEDERHOLUNGEN);
    expect(a.aufrufe.abschliessen).toEqual([]);
    expect(a.aufrufe.fehlgeschlagen).toHaveLength(1);
    const fehler = leseFehler.parse(a.aufrufe.fehlgeschlagen[0]);
    expect(fehler).toMatchObject(start('lauf-kaputt'));
    expect(fehler.fehler.Error).toBe('AbschnittKaputt');
    // Cause as Step Functions reports a Lambda error: the error as JSON.
    expect(JSON.parse(fehler.fehler.Cause!)).toMatchObject({
      errorType: 'AbschnittKaputt',
      errorMessage: 'Abschnitt 2 kaputt',
    });

    // The run itself fails (Fail state), is kept and logged, and never rejects into the caller.
    expect(lauf.status).toBe('fehlgeschlagen');
    expect(lauf.fehler?.Error).toBe('AbschnittKaputt');
    expect(lauf.zustaende).toContain(LESE_ZUSTAENDE.fehlgeschlagen);
    expect(meldungen).toHaveLength(1);
    expect(meldungen[0]).toContain('lauf-kaputt');
  });

  it.each([
    ['Abschnitte planen', { planenFehler: true }, 'Datei nicht lesbar'],
    ['Lesen abschliessen', { abschliessenFehler: true }, 'Monitor nicht schreibbar'],
  ])('fängt auch einen Fehler in "%s"', async (_zustand, optionen, text) => {
    const a = aufgaben({ anzahl: 2, ...optionen });
    const { lauf } = await laufen(`lauf-${text.length}`, a);
    expect(lauf.status).toBe('fehlgeschlagen');
    expect(a.aufrufe.fehlgeschlagen).toHaveLength(1);
    const fehler = leseFehler.parse(a.aufrufe.fehlgeschlagen[0]);
    expect(JSON.parse(fehler.fehler.Cause!).errorMessage).toBe(text);
  });

  it('startet einen Lauf mit bekannter Lauf-Id nicht noch einmal', async () => {
    const a = aufgaben({ anzahl: 1 });
    const strecken = lokaleStrecken({ aufgaben: a.fakes });
    await strecken.starte(start('lauf-doppelt'));
    await strecken.starte(start('lauf-doppelt'));
    await strecken.warteAufAlle();
    expect(strecken.laeufe).toHaveLength(1);
    expect(a.aufrufe.planen).toHaveLength(1);
    await expect(strecken.starte({ ...start('x'), dateiId: 0 })).rejects.toThrow();
  });
});

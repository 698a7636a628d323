/**
 * Numbers drawn from a counter (repositories/zaehler.ts) a block at a time. A counter is one
 * item, so one partition: at most 1,000 writes a second whatever the table takes — booking a
 * large file with many chunks at once would queue every created contract and customer on it.
 * One ADD of `n` hands out `n` numbers at once; they are given out here, in order.
 *
 * Never a number twice: each block is the counter's atomic ADD, which no other caller gets. A
 * block's numbers that are not used (a chunk that found its contracts already there, a process
 * that stopped) are lost — gaps, as a lost race left them before.
 */

/** The numbers an ADD of `anzahl` that answered `letzter` handed out: `von` … `bis`. */
export function blockBis(letzter: number, anzahl: number): { von: number; bis: number } {
  if (!Number.isInteger(anzahl) || anzahl < 1) throw new Error(`Nummernblock von ${anzahl} Nummern`);
  return { von: letzter - anzahl + 1, bis: letzter };
}

/** Draws the next `anzahl` numbers of the counter; answers the last of them (erhoehenUm). */
export type Ziehen = (anzahl: number) => Promise<number>;

/**
 * A source of numbers that draws `groesse` at a time, the first block when the first number is
 * asked for. Callers at once share one draw; each number goes to one caller.
 */
export function nummernVorrat(ziehen: Ziehen, groesse: number): () => Promise<number> {
  let naechste = 1;
  let bis = 0;
  let ziehend: Promise<void> | undefined;
  return async function naechsteNummer(): Promise<number> {
    while (naechste > bis) {
      ziehend ??= ziehen(groesse)
        .then((letzter) => {
          ({ von: naechste, bis } = blockBis(letzter, groesse));
        })
        .finally(() => {
          ziehend = undefined;
        });
      await ziehend;
    }
    return naechste++;
  };
}

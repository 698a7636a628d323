/**
 * The one way tests wait for what the stack does in its own time (a pipeline run, an upload
 * being read, a chunk finishing): read the state, and again every `intervall` ms, until it is
 * `fertig` or `zeit` ms have passed.
 */
export type WarteOptionen<T> = {
  /** Longest wait in ms. */
  zeit: number;
  /** Pause between two readings in ms. */
  intervall: number;
  /** What was awaited, for the error on timeout; given the last reading. */
  text: string | ((letzter: T) => string);
  /**
   * On timeout: 'fehler' throws (the default); 'letzterStand' answers the last reading, for a
   * test that checks what it can when the stack is slow.
   */
  sonst?: 'fehler' | 'letzterStand';
};

const pause = (ms: number) => new Promise<void>((fertig) => setTimeout(fertig, ms));

/** Answers the first reading that is `fertig` (or, see `sonst`, the last one). */
export async function warteBis<T>(
  lesen: () => T | Promise<T>,
  fertig: (stand: T) => boolean,
  { zeit, intervall, text, sonst = 'fehler' }: WarteOptionen<T>,
): Promise<T> {
  const ende = Date.now() + zeit;
  for (;;) {
    const stand = await lesen();
    if (fertig(stand)) return stand;
    if (Date.now() > ende) {
      if (sonst === 'letzterStand') return stand;
      throw new Error(`${typeof text === 'function' ? text(stand) : text} (nach ${zeit} ms)`);
    }
    await pause(intervall);
  }
}

/**
 * One SOAP call over HTTP to an insurer (bipro/README.md): POST with the SOAPAction the profile
 * wants, a time limit per attempt, and patience where insurers ask for it — 429 and 503 are
 * retried after their `Retry-After` (seconds or a date; at most two minutes) or with a doubling
 * pause, as are a cut connection and a timed-out attempt. Every BiPRO call may be repeated:
 * list and get change nothing, and an acknowledgement acknowledges once. What an answer says
 * is read elsewhere (lesen/antwort.ts, lesen/strom.ts); here only whether one came.
 *
 * `soapSendenStrom` hands the answer's body on as it arrives (a shipment of hundreds of MB is
 * stored while it comes, lesen/strom.ts): whether to retry is decided on the status line, before
 * the body, since once the body is being read its files are being stored; while it streams a
 * silence longer than `ruheMs`, the whole call lasting longer than `gesamtMs`, more bytes than
 * `hoechsteBytes` or a cut connection end it with a TransportFehler from the body's iteration.
 * `soapSenden` collects the body in memory (small answers: lists, acknowledgements, the STS), and
 * repeats an attempt whose body broke off, which is harmless while nothing has been stored.
 */

export interface HttpAntwort {
  status: number;
  contentType?: string;
  koerper: Buffer;
}

export interface HttpStrom {
  status: number;
  contentType?: string;
  /**
   * The body as it arrives; iterate it once. Ending the iteration early (break, return) cancels
   * the rest of the answer. A cut connection, a timeout or too large an answer is thrown from
   * the iteration as a TransportFehler.
   */
  koerper: AsyncIterable<Uint8Array>;
}

export interface SendeOptionen {
  soapAction: string;
  /** Attempts in all (the first included). */
  versuche?: number;
  /** `soapSenden`: for an attempt and its whole answer; `soapSendenStrom`: until the status line. */
  zeitlimitMs?: number;
  /** An answer larger than this is refused. */
  hoechsteBytes?: number;
  /** `soapSendenStrom`: the longest silence while the body streams. */
  ruheMs?: number;
  /** `soapSendenStrom`: the longest a call may take, its body included. */
  gesamtMs?: number;
  /** Injected in tests. */
  fetch?: typeof fetch;
  warten?: (ms: number) => Promise<void>;
  jetzt?: () => number;
}

export const STANDARD_VERSUCHE = 5;
export const STANDARD_ZEITLIMIT_MS = 120_000;
export const STANDARD_HOECHSTE_BYTES = 512 * 1024 ** 2;
/** A streamed answer larger than this is refused: far beyond an insurer's daily full inventory. */
export const STANDARD_HOECHSTE_STROM_BYTES = 8 * 1024 ** 3;
export const STANDARD_RUHE_MS = 60_000;
export const STANDARD_GESAMT_MS = 60 * 60_000;
/** The first pause without Retry-After; it doubles with each further attempt. */
export const ERSTE_PAUSE_MS = 1_000;
/** No pause is longer, whatever Retry-After says. */
export const LAENGSTE_PAUSE_MS = 120_000;

export class TransportFehler extends Error {
  constructor(
    grund: string,
    readonly status?: number,
    /** The answer broke off while its body came (cut, silent, too slow): a new attempt may succeed. */
    readonly abgebrochen = false,
  ) {
    super(grund);
    this.name = 'TransportFehler';
  }
}

const istUeberlastet = (status: number) => status === 429 || status === 503;

/** The pause a Retry-After value asks for (seconds or an HTTP date), capped; undefined if unreadable. */
export function pauseAus(retryAfter: string | null, jetzt: number): number | undefined {
  if (!retryAfter) return undefined;
  const wert = retryAfter.trim();
  const ms = /^\d+$/.test(wert) ? Number(wert) * 1000 : Date.parse(wert) - jetzt;
  return Number.isFinite(ms) ? Math.min(LAENGSTE_PAUSE_MS, Math.max(0, ms)) : undefined;
}

const sekunden = (ms: number) => `${Math.round(ms / 100) / 10} s`;

/**
 * The body of an answer as it arrives, within its limits. Each read waits at most `ruheMs` and
 * never past `frist`; leaving the iteration early, or any failure, cancels the body.
 */
async function* koerperStrom(
  antwort: Response,
  steuerung: AbortController,
  g: { hoechsteBytes: number; ruheMs: number; frist: number; gesamtMs: number },
): AsyncGenerator<Uint8Array> {
  const laenge = Number(antwort.headers.get('content-length'));
  const leser = antwort.body?.getReader();
  let fertig = false;
  try {
    if (laenge > g.hoechsteBytes)
      throw new TransportFehler(`Die Antwort ist ${laenge} Bytes groß, erlaubt sind ${g.hoechsteBytes}.`);
    if (!leser) {
      fertig = true;
      return;
    }
    let summe = 0;
    for (;;) {
      const rest = g.frist - Date.now();
      const ruhe = Math.min(g.ruheMs, rest);
      let uhr: NodeJS.Timeout | undefined;
      const zeitUm = new Promise<never>((_, abgelehnt) => {
        uhr = setTimeout(
          () =>
            abgelehnt(
              new TransportFehler(
                ruhe < g.ruheMs
                  ? `Die Antwort kam nicht in ${sekunden(g.gesamtMs)} vollständig an.`
                  : `Der Versicherer hat ${sekunden(g.ruheMs)} lang nichts mehr gesendet.`,
                undefined,
                true,
              ),
            ),
          Math.max(0, ruhe),
        );
      });
      let teil: ReadableStreamReadResult<Uint8Array>;
      try {
        teil = await Promise.race([leser.read(), zeitUm]);
      } catch (e) {
        if (e instanceof TransportFehler) throw e;
        const ursache = e instanceof Error && e.cause instanceof Error ? `: ${e.cause.message}` : '';
        throw new TransportFehler(
          `Die Verbindung zum Versicherer brach während der Antwort ab (${e instanceof Error ? e.message : String(e)}${ursache}).`,
          undefined,
          true,
        );
      } finally {
        clearTimeout(uhr);
      }
      if (teil.done) {
        fertig = true;
        return;
      }
      summe += teil.value.byteLength;
      if (summe > g.hoechsteBytes)
        throw new TransportFehler(`Die Antwort ist größer als ${g.hoechsteBytes} Bytes.`);
      yield teil.value;
    }
  } finally {
    if (!fertig) {
      steuerung.abort();
      await leser?.cancel().catch(() => undefined);
    }
  }
}

async function sammeln(koerper: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const teile: Uint8Array[] = [];
  for await (const teil of koerper) teile.push(teil);
  return Buffer.concat(teile);
}

/**
 * The attempts of one call: each POSTs, waits for the status line at most `zeitlimitMs`, and
 * retries on 429/503 (after Retry-After or a doubling pause), a failed connection or a timeout.
 * `annehmen` takes an answer that is not overloaded; a TransportFehler it throws ends the call,
 * unless `abgebrochen` and `wiederholen` say to try again.
 */
async function versuchen<T>(
  url: string,
  xml: string,
  o: SendeOptionen,
  wiederholen: boolean,
  annehmen: (antwort: Response, steuerung: AbortController, beginn: number) => Promise<T>,
): Promise<T> {
  const holen = o.fetch ?? fetch;
  const warten = o.warten ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const jetzt = o.jetzt ?? Date.now;
  const versuche = o.versuche ?? STANDARD_VERSUCHE;
  const zeitlimit = o.zeitlimitMs ?? STANDARD_ZEITLIMIT_MS;
  let letzterGrund = '';
  for (let versuch = 1; ; versuch++) {
    let pause = Math.min(LAENGSTE_PAUSE_MS, ERSTE_PAUSE_MS * 2 ** (versuch - 1));
    const steuerung = new AbortController();
    const beginn = Date.now();
    const uhr = setTimeout(
      () => steuerung.abort(new DOMException('keine Antwort in der Zeit', 'TimeoutError')),
      zeitlimit,
    );
    try {
      const antwort = await holen(url, {
        method: 'POST',
        headers: {
          'content-type': 'text/xml; charset=utf-8',
          // SOAP 1.1: the header's value is a quoted string, "" for an empty action.
          soapaction: `"${o.soapAction}"`,
        },
        body: xml,
        signal: steuerung.signal,
      });
      clearTimeout(uhr);
      if (!istUeberlastet(antwort.status)) return await annehmen(antwort, steuerung, beginn);
      await antwort.body?.cancel();
      letzterGrund = `HTTP ${antwort.status}`;
      pause = pauseAus(antwort.headers.get('retry-after'), jetzt()) ?? pause;
    } catch (e) {
      if (e instanceof TransportFehler && !(e.abgebrochen && wiederholen)) throw e;
      letzterGrund =
        e instanceof TransportFehler
          ? e.message
          : e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError')
            ? 'keine Antwort in der Zeit'
            : `Verbindung fehlgeschlagen (${e instanceof Error ? e.message : String(e)})`;
    } finally {
      clearTimeout(uhr);
    }
    if (versuch >= versuche)
      throw new TransportFehler(
        `Der Dienst des Versicherers antwortet nicht: ${letzterGrund}, ${versuche} Versuche.`,
      );
    await warten(pause);
  }
}

/** One call, its answer collected in memory (at most `hoechsteBytes`, 512 MB by default). */
export async function soapSenden(url: string, xml: string, o: SendeOptionen): Promise<HttpAntwort> {
  const zeitlimit = o.zeitlimitMs ?? STANDARD_ZEITLIMIT_MS;
  return versuchen(url, xml, o, true, async (antwort, steuerung, beginn) => ({
    status: antwort.status,
    contentType: antwort.headers.get('content-type') ?? undefined,
    // The time limit covers the attempt with its whole answer.
    koerper: await sammeln(
      koerperStrom(antwort, steuerung, {
        hoechsteBytes: o.hoechsteBytes ?? STANDARD_HOECHSTE_BYTES,
        ruheMs: zeitlimit,
        frist: beginn + zeitlimit,
        gesamtMs: zeitlimit,
      }),
    ),
  }));
}

/** One call, its answer's body handed on as it arrives (see the module's comment). */
export async function soapSendenStrom(url: string, xml: string, o: SendeOptionen): Promise<HttpStrom> {
  const gesamt = o.gesamtMs ?? STANDARD_GESAMT_MS;
  return versuchen(url, xml, o, false, async (antwort, steuerung, beginn) => ({
    status: antwort.status,
    contentType: antwort.headers.get('content-type') ?? undefined,
    koerper: koerperStrom(antwort, steuerung, {
      hoechsteBytes: o.hoechsteBytes ?? STANDARD_HOECHSTE_STROM_BYTES,
      ruheMs: o.ruheMs ?? STANDARD_RUHE_MS,
      frist: beginn + gesamt,
      gesamtMs: gesamt,
    }),
  }));
}

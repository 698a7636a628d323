/**
 * One SOAP call over HTTP to an insurer (bipro/README.md): POST with the SOAPAction the profile
 * wants, a time limit per attempt, and patience where insurers ask for it — 429 and 503 are
 * retried after their `Retry-After` (seconds or a date; at most two minutes) or with a doubling
 * pause, as are a cut connection and a timed-out attempt. Every BiPRO call may be repeated:
 * list and get change nothing, and an acknowledgement acknowledges once. What an answer says
 * is read elsewhere (lesen/antwort.ts); here only whether one came.
 */

export interface HttpAntwort {
  status: number;
  contentType?: string;
  koerper: Buffer;
}

export interface SendeOptionen {
  soapAction: string;
  /** Attempts in all (the first included). */
  versuche?: number;
  zeitlimitMs?: number;
  /** An answer larger than this is refused (the job streams large shipments instead). */
  hoechsteBytes?: number;
  /** Injected in tests. */
  fetch?: typeof fetch;
  warten?: (ms: number) => Promise<void>;
  jetzt?: () => number;
}

export const STANDARD_VERSUCHE = 5;
export const STANDARD_ZEITLIMIT_MS = 120_000;
export const STANDARD_HOECHSTE_BYTES = 512 * 1024 ** 2;
/** The first pause without Retry-After; it doubles with each further attempt. */
export const ERSTE_PAUSE_MS = 1_000;
/** No pause is longer, whatever Retry-After says. */
export const LAENGSTE_PAUSE_MS = 120_000;

export class TransportFehler extends Error {
  constructor(
    grund: string,
    readonly status?: number,
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

async function koerperLesen(antwort: Response, hoechstens: number): Promise<Buffer> {
  const laenge = Number(antwort.headers.get('content-length'));
  if (laenge > hoechstens)
    throw new TransportFehler(`Die Antwort ist ${laenge} Bytes groß, erlaubt sind ${hoechstens}.`);
  const teile: Buffer[] = [];
  let summe = 0;
  const leser = antwort.body?.getReader();
  for (;;) {
    const teil = await leser?.read();
    if (!teil || teil.done) break;
    summe += teil.value.byteLength;
    if (summe > hoechstens) {
      await leser!.cancel();
      throw new TransportFehler(`Die Antwort ist größer als ${hoechstens} Bytes.`);
    }
    teile.push(Buffer.from(teil.value));
  }
  return Buffer.concat(teile);
}

export async function soapSenden(url: string, xml: string, o: SendeOptionen): Promise<HttpAntwort> {
  const holen = o.fetch ?? fetch;
  const warten = o.warten ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const jetzt = o.jetzt ?? Date.now;
  const versuche = o.versuche ?? STANDARD_VERSUCHE;
  let letzterGrund = '';
  for (let versuch = 1; ; versuch++) {
    let pause = Math.min(LAENGSTE_PAUSE_MS, ERSTE_PAUSE_MS * 2 ** (versuch - 1));
    try {
      const antwort = await holen(url, {
        method: 'POST',
        headers: {
          'content-type': 'text/xml; charset=utf-8',
          // SOAP 1.1: the header's value is a quoted string, "" for an empty action.
          soapaction: `"${o.soapAction}"`,
        },
        body: xml,
        signal: AbortSignal.timeout(o.zeitlimitMs ?? STANDARD_ZEITLIMIT_MS),
      });
      if (!istUeberlastet(antwort.status)) {
        return {
          status: antwort.status,
          contentType: antwort.headers.get('content-type') ?? undefined,
          koerper: await koerperLesen(antwort, o.hoechsteBytes ?? STANDARD_HOECHSTE_BYTES),
        };
      }
      await antwort.body?.cancel();
      letzterGrund = `HTTP ${antwort.status}`;
      pause = pauseAus(antwort.headers.get('retry-after'), jetzt()) ?? pause;
    } catch (e) {
      if (e instanceof TransportFehler) throw e;
      letzterGrund =
        e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError')
          ? 'keine Antwort in der Zeit'
          : `Verbindung fehlgeschlagen (${e instanceof Error ? e.message : String(e)})`;
    }
    if (versuch >= versuche)
      throw new TransportFehler(
        `Der Dienst des Versicherers antwortet nicht: ${letzterGrund}, ${versuche} Versuche.`,
      );
    await warten(pause);
  }
}

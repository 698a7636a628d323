/**
 * The security token (norm 410): read from the STS's answer, and kept until shortly before it
 * expires. An answer without `Expires` gets a short default (insurers' tokens last about ten
 * minutes); a token is renewed a minute early (one that lives less than two minutes at half its
 * life, not on every call), and dropped when a transfer call is refused for it (`verwerfen`), so
 * the next call fetches a new one.
 */
import { WS_SC, WSU } from './anfragen';
import { antwortLesen, type Meldung } from './lesen/antwort';
import { istSoapEnvelope } from './lesen/namensraeume';
import { kind, leseXml, nachfahren } from './lesen/xmlBaum';

export interface Sicherheitstoken {
  id: string;
  /** When it stops being valid. */
  ablauf: Date;
}

/** Lifetime of a token whose answer names none. */
export const STANDARD_LEBENSDAUER_MS = 10 * 60_000;
/** A token is renewed this long before it expires. */
export const ERNEUERN_VOR_MS = 60_000;

export class StsFehler extends Error {
  constructor(
    grund: string,
    readonly meldungen: Meldung[] = [],
  ) {
    super(grund);
    this.name = 'StsFehler';
  }
}

/** The token of an STS answer; throws StsFehler with the insurer's messages for a fault or no token. */
export function tokenAusAntwort(koerper: Buffer, jetzt: Date): Sicherheitstoken {
  let envelope;
  try {
    envelope = leseXml(koerper.toString('utf8'));
  } catch (e) {
    throw new StsFehler(e instanceof Error ? e.message : String(e));
  }
  const body = istSoapEnvelope(envelope.uri) ? kind(envelope, 'Body', istSoapEnvelope) : undefined;
  const identifier = body && nachfahren(body, 'Identifier', (u) => u === WS_SC)[0]?.text.trim();
  if (!identifier) {
    const gelesen = antwortLesen(koerper);
    const grund =
      gelesen.meldungen.map((m) => m.text).find((t) => t !== '') ?? 'Die Antwort enthält kein Token.';
    throw new StsFehler(`Der Anmeldedienst hat kein Token ausgestellt: ${grund}`, gelesen.meldungen);
  }
  const expires = body && nachfahren(body, 'Expires', (u) => u === WSU)[0]?.text.trim();
  const ablauf = expires ? new Date(expires) : undefined;
  return {
    id: identifier,
    ablauf:
      ablauf && !Number.isNaN(ablauf.getTime())
        ? ablauf
        : new Date(jetzt.getTime() + STANDARD_LEBENSDAUER_MS),
  };
}

/**
 * One access's token: fetched on first use, shared by concurrent calls (one request to the STS
 * at a time), renewed a minute before it expires or once it has been refused.
 */
export class TokenSpeicher {
  private aktuell: Sicherheitstoken | undefined;
  private laufend: Promise<Sicherheitstoken> | undefined;

  constructor(
    /** Fetches a token, by `frist.frist` if given (the call that needs it). */
    private readonly holen: (frist: { frist?: number }) => Promise<Sicherheitstoken>,
    private readonly jetzt: () => Date = () => new Date(),
  ) {}

  /** When the current token was received: a short-lived one is renewed at half its life. */
  private erhalten = 0;

  /** The token; one fetched now ends by the asking call's `frist` (a concurrent call shares it). */
  async token(frist: { frist?: number } = {}): Promise<string> {
    const t = this.aktuell;
    if (t) {
      const vorher = Math.min(ERNEUERN_VOR_MS, (t.ablauf.getTime() - this.erhalten) / 2);
      if (this.jetzt().getTime() < t.ablauf.getTime() - vorher) return t.id;
    }
    this.laufend ??= this.holen(frist).finally(() => (this.laufend = undefined));
    const neu = await this.laufend;
    if (neu !== this.aktuell) {
      this.aktuell = neu;
      this.erhalten = this.jetzt().getTime();
    }
    return neu.id;
  }

  /** The token was refused: the next call fetches a new one. */
  verwerfen(id: string): void {
    if (this.aktuell?.id === id) this.aktuell = undefined;
  }
}

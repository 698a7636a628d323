/**
 * The tabs share the sign-in through a BroadcastChannel, not through localStorage: a new tab takes
 * the tokens of an open one, a sign-out in one tab reaches the others. Node has BroadcastChannel;
 * each "tab" here has a Storage of its own.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { eigeneTokens, sitzungTeilen, TOKEN_PRAEFIX, type Sitzung } from '../src/shell/sitzung';

/** A tab's sessionStorage. */
class Speicher implements Storage {
  private werte = new Map<string, string>();
  get length() {
    return this.werte.size;
  }
  key(i: number) {
    return [...this.werte.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.werte.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.werte.set(k, v);
  }
  removeItem(k: string) {
    this.werte.delete(k);
  }
  clear() {
    this.werte.clear();
  }
}

const offen: Sitzung[] = [];
const tab = (speicher: Speicher, nachAbmeldung: () => void = () => undefined, wartezeitMs = 300) => {
  const s = sitzungTeilen(speicher, nachAbmeldung, wartezeitMs);
  offen.push(s);
  return s;
};
afterEach(() => offen.splice(0).forEach((s) => s.beenden()));

const idToken = `${TOKEN_PRAEFIX}client.admin.idToken`;

describe('Sitzung über Tabs', () => {
  it('ein neuer Tab übernimmt die Tokens eines offenen, andere Schlüssel nicht', async () => {
    const erster = new Speicher();
    erster.setItem(idToken, 'eyJ…');
    erster.setItem('anderes', 'x');
    await tab(erster).bereit;
    const zweiter = new Speicher();
    await tab(zweiter).bereit;
    expect(eigeneTokens(zweiter)).toEqual({ [idToken]: 'eyJ…' });
    expect(zweiter.getItem('anderes')).toBeNull();
  });

  it('ohne offenen Tab bleibt der neue ohne Tokens (Anmeldung)', async () => {
    const allein = new Speicher();
    await tab(allein, undefined, 50).bereit;
    expect(eigeneTokens(allein)).toEqual({});
  });

  it('Abmelden in einem Tab entfernt die Tokens der anderen', async () => {
    const erster = new Speicher();
    erster.setItem(idToken, 'eyJ…');
    let abgemeldet = false;
    await tab(erster, () => {
      abgemeldet = true;
    }).bereit;
    const zweiter = new Speicher();
    const sitzung = tab(zweiter);
    await sitzung.bereit;
    sitzung.abgemeldet();
    await new Promise((r) => setTimeout(r, 50));
    expect(eigeneTokens(erster)).toEqual({});
    expect(abgemeldet).toBe(true);
  });

  it('eine Antwort nach der Wartezeit wird übernommen und gemeldet', async () => {
    // The new tab stops waiting at once (0 ms); the open tab answers a moment later.
    const zweiter = new Speicher();
    let gemeldet = 0;
    const sitzung = sitzungTeilen(
      zweiter,
      () => undefined,
      0,
      () => gemeldet++,
    );
    offen.push(sitzung);
    await sitzung.bereit;
    expect(eigeneTokens(zweiter)).toEqual({});
    const erster = new Speicher();
    erster.setItem(idToken, 'eyJ…');
    // A tab that joins later answers the request it did not hear: ask again as the new tab would.
    await tab(erster).bereit;
    const kanal = new BroadcastChannel('lieferdesk-sitzung');
    kanal.postMessage({ art: 'anfrage' });
    await new Promise((r) => setTimeout(r, 100));
    kanal.close();
    expect(eigeneTokens(zweiter)).toEqual({ [idToken]: 'eyJ…' });
    expect(gemeldet).toBe(1);
  });
});

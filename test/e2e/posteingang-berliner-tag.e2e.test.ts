/**
 * The inbox's first visit from a browser in UTC shortly after midnight in Berlin (23:30 UTC, the
 * clock injected): its default range ends on Berlin's today, as the server counts days, so a
 * document delivered minutes before is in the first answer and in the list — not '(0)' and 'Keine
 * Einträge gefunden.' because the browser still has yesterday.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { deutscherTag, monateZurueck, POSTEINGANG_TEXTE as T, ROUTEN } from '@lieferdesk/shared';
import type { BiproDateiEintrag } from '@lieferdesk/functions/data/repositories/biproDateien';
import { monatVon } from '@lieferdesk/functions/domain/buchung/gebuehr';
import { neueAnmeldung, starteBrowser } from '../helpers/browser';
import { dokumentAnlegen } from '../helpers/dokumentAnlegen';
import { eindeutigeMarke } from '../helpers/eindeutig';
import { stackUmgebung } from '../helpers/einlesen';
import { FENSTER_1280 } from '../helpers/layout';

const SEITE = '/intern/bipro/documents';
const marke = eindeutigeMarke();
const VERMITTLER = `E2T-${marke}`;
const MINUTE = 60_000;

/**
 * 23:30 UTC of the UTC day before today: always in the past (the sign-in's tokens stay valid on
 * the browser's clock), and in Berlin already the next day — winter (UTC+1) as summer (UTC+2).
 */
const jetzt = new Date();
const nachMitternacht = new Date(
  Date.UTC(jetzt.getUTCFullYear(), jetzt.getUTCMonth(), jetzt.getUTCDate() - 1, 23, 30),
);
const geliefert = new Date(nachMitternacht.getTime() - 5 * MINUTE);
const berlinerHeute = deutscherTag(nachMitternacht);

let browser: Awaited<ReturnType<typeof starteBrowser>>;
let dokument: BiproDateiEintrag;

beforeAll(async () => {
  dokument = await dokumentAnlegen(stackUmgebung(), {
    maklernr: '10001',
    gesellschaftId: 3,
    vermittlernummer: VERMITTLER,
    fileName: `berliner-tag-${marke}.pdf`,
    creationDate: geliefert.toISOString(),
    monat: monatVon(geliefert),
  });
  browser = await starteBrowser({ zeitzone: 'UTC' });
});
afterAll(async () => browser?.beenden());

describe('BiPRO Dokumente: Berliner Tage im Browser in UTC', () => {
  it('der erste Besuch um 23:30 UTC zeigt die Dokumente des Berliner Tages', async () => {
    // The browser's own day is still yesterday: the case the range must not follow.
    expect(nachMitternacht.toISOString().slice(0, 10)).not.toBe(berlinerHeute);
    const basis = inject('stack').url;
    // The clock installed before the app's first page (its time then runs on): a time set on a
    // running page reached a page loaded next only after that page had read the epoch.
    const page = await neueAnmeldung(browser.kontext, basis, 'fa', '/intern/bipro/kategorien', {
      fenster: FENSTER_1280,
      vorAnmeldung: (p) => p.clock.install({ time: nachMitternacht }),
    });

    const ersteAntwort = page.waitForResponse((r) => r.url().includes(ROUTEN.dokumenteFilter.pfad));
    await page.goto(`${basis}${SEITE}`);
    const antwort = await ersteAntwort;
    // The page runs on the injected clock: its own (UTC) day is yesterday.
    await expect(page.evaluate(() => new Date().toISOString().slice(0, 13))).resolves.toBe(
      nachMitternacht.toISOString().slice(0, 13),
    );
    expect(antwort.request().postDataJSON()).toMatchObject({
      fromDate: monateZurueck(berlinerHeute, 1),
      toDate: berlinerHeute,
    });
    // The first page of the broker's month (the list pages on the server, by surname): not empty.
    const { rows, gesamt } = (await antwort.json()) as { rows: { id: number }[]; gesamt: number };
    expect(rows.length).toBeGreaterThan(0);
    expect(gesamt).toBeGreaterThanOrEqual(rows.length);

    // The document itself, searched within the first visit's range (the search keeps its days).
    await page.locator('#posteingang-vermittlernummer').fill(VERMITTLER);
    const suche = page.waitForResponse((r) => r.url().includes(ROUTEN.dokumenteFilter.pfad));
    await page.locator('#posteingang-suchen').click();
    expect((await suche).request().postDataJSON()).toMatchObject({ toDate: berlinerHeute });
    await page.getByTestId(`posteingang-datei-${dokument.id}`).waitFor();
    await page.getByTestId('posteingang-titel').getByText(T.titelMitAnzahl(1), { exact: true }).waitFor();
    await page.close();
  });
});

/**
 * The assign page's inbox variant in a real browser against the local stack (reference §2.11):
 * broker 10001 opens it for a BiPRO document of his that names demo contract 900001 by its
 * policy number (spelt with blanks) and its customer by his insurer number, sees the cards, the
 * matching cells marked by an icon as well as by colour, takes the contract from a suggestion,
 * assigns, and lands on the inbox (web/src/pages/posteingang/) — where the document has left
 * the unassigned documents and is among those assigned later.
 *
 * Nothing of the demo portfolio changes: documents do not change contracts, and the customer has
 * the insurer number already.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { POSTEINGANG_TEXTE, ROUTEN, ZUORDNUNG_TEXTE as T } from '@lieferdesk/shared';
import type { Datenbank } from '@lieferdesk/functions/data/datenbank';
import {
  biproDateienRepository,
  type BiproDateiEintrag,
} from '@lieferdesk/functions/data/repositories/biproDateien';
import { rufe } from '../helpers/api';
import { neueAnmeldung, starteBrowser } from '../helpers/browser';
import { dokumentAnlegen } from '../helpers/dokumentAnlegen';
import { stackUmgebung } from '../helpers/einlesen';
import { FENSTER_1280, passtInsFenster } from '../helpers/layout';

let browser: Awaited<ReturnType<typeof starteBrowser>>;
let kontext: BrowserContext;
let db: Datenbank;
let dokument: BiproDateiEintrag;

beforeAll(async () => {
  db = stackUmgebung();
  dokument = await dokumentAnlegen(db, {
    maklernr: '10001',
    gesellschaftId: 1,
    policeNr: '5999 9999 999',
    partnernummer: 'B4LTTT',
    vermittlernummer: '9999009999',
    cause: 'Versicherungsscheinnummer 5999 9999 999: 2 Verträge',
  });
  browser = await starteBrowser();
  kontext = browser.kontext;
});
afterAll(async () => browser?.beenden());

describe('Dokument zuordnen im Browser', () => {
  it('zeigt Karten und markierte Treffer, übernimmt einen Vorschlag, ordnet zu und kehrt zum Posteingang zurück', async () => {
    const { id, fileName } = dokument;
    const page = await neueAnmeldung(
      kontext,
      inject('stack').url,
      'fa',
      `/intern/bipro/documents/assign_insurance?id=${id}&fileName=${encodeURIComponent(fileName)}`,
      { fenster: FENSTER_1280 },
    );
    await page.getByRole('heading', { name: T.seitenTitel(T.titelDokument, id), exact: true }).waitFor();

    // The cards: the file name of the address, the customer the partner number names, the delivery.
    const feld = (name: string) => page.getByTestId(`zuordnen-feld-${name}`).textContent();
    await expect(feld('fileName')).resolves.toBe(fileName);
    await expect(feld('foreignName')).resolves.toBe('Kitzelpfütze');
    await expect(feld('foreignVorname')).resolves.toBe('Martina');
    await expect(feld('kundennr')).resolves.toBe('90001');
    await expect(feld('cause')).resolves.toBe(dokument.cause);
    await expect(feld('customerGesellId')).resolves.toBe('B4LTTT');
    await expect(feld('policeNr')).resolves.toBe('5999 9999 999');
    await expect(feld('vermittlernummer')).resolves.toBe('9999009999');
    await expect(feld('foreignPersonId')).resolves.toBe(T.leer);

    // The named contract's number; 'transfer insurance number' on (the customer is known), and
    // what it does for a document.
    const nummer = page.locator('#zuordnen-interne-nummer');
    await expect(nummer.inputValue()).resolves.toBe('900001');
    await expect(page.locator('#zuordnen-uebertragen').isChecked()).resolves.toBe(true);
    await expect(page.locator('.ld-schalter').getAttribute('title')).resolves.toBe(
      T.versicherungsnummerUebertragenHinweisDokument,
    );

    // Matching cells: green and, not by colour alone, a check icon naming the match.
    const zeile = page.locator('#vorschlaege-versicherungen tr.vorschlag-versicherung').first();
    await expect(zeile.getByTestId('vorschlag-vertrag-900001').isVisible()).resolves.toBe(true);
    const gruen = zeile.locator('td.ld-gruen');
    expect(await gruen.count()).toBe(8);
    await expect(gruen.locator('.ld-treffer').count()).resolves.toBe(8);
    await expect(gruen.first().getByRole('img', { name: T.uebereinstimmung }).isVisible()).resolves.toBe(
      true,
    );
    await expect(zeile.locator('td:not(.ld-gruen) .ld-treffer').count()).resolves.toBe(0);
    await passtInsFenster(page);

    // Without a number the button waits; a suggestion's 'take this contract' fills it in.
    await nummer.fill('');
    await expect(page.locator('#zuordnen-kundennummer').isDisabled()).resolves.toBe(true);
    await page.getByTestId('vorschlag-vertrag-uebernehmen-900001').click();
    await expect(nummer.inputValue()).resolves.toBe('900001');

    await page.locator('#zuordnen-kundennummer').click();
    await page.waitForURL((url) => url.pathname === '/intern/bipro/documents');
    await page.locator('.p-toast-message-success').getByText(T.dokumentZugeordnet(900001)).waitFor();
    await expect(biproDateienRepository(db).laden(id)).resolves.toMatchObject({
      zuordnung: 1,
      internalId: 900001,
      // The contract's number spelt otherwise is the same number: the delivered spelling stays.
      policeNr: '5999 9999 999',
    });

    // The inbox: the document has left the unassigned documents (its policy number searched for,
    // the count as the API answers it: the search's, not its page's) and is among those assigned later.
    const P = POSTEINGANG_TEXTE;
    const offen = await rufe(ROUTEN.dokumenteFilter, {
      als: 'fa',
      body: { filterMode: 0, policeNr: '59999999999' },
    });
    expect(offen.status, JSON.stringify(offen.body)).toBe(200);
    expect((offen.body.rows as { id: number }[]).map((r) => r.id)).not.toContain(id);
    await page.locator('#posteingang-policeNr').fill('5999 9999 999');
    await page.locator('#posteingang-suchen').click();
    await page.getByRole('heading', { name: P.titelMitAnzahl(offen.body.gesamt), exact: true }).waitFor();
    expect(await page.getByTestId(`posteingang-datei-${id}`).count()).toBe(0);
    await page.locator('#posteingang-modus').click();
    await page.getByRole('option', { name: P.filter.modus[1], exact: true }).click();
    await page.locator('#posteingang-suchen').click();
    await page.getByTestId(`posteingang-datei-${id}`).waitFor();
    await page.close();
  });
});

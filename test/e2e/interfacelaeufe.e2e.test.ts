/**
 * Planned interface runs in a real browser at 1280 × 720 (reference §2.14, §2.16, §5, §8, §9):
 * 'Daten einlesen' from the menu — a run created in the modal 'Termineingabe für Interfacelauf'
 * with the time picker (typed, then chosen from its popup) and the weekday boxes, seen in the
 * table in words, opened and changed, deleted after the prompt —; and a missed run in the import
 * monitor, confirmed there, with the monitor's settings leading to the same planned runs. The
 * screen fits 1280 px.
 *
 * The company and interface are this file's own, written through the repositories; the missed
 * run is written as the check writes it (the check itself: test/integration/interfacelaeufe.test.ts).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { INTERFACELAUF_TEXTE as T, MELDUNGEN, MONITOR_TEXTE as M, ROUTEN } from '@lieferdesk/shared';
import type { Datenbank } from '@lieferdesk/functions/data/datenbank';
import { gesellschaftenRepository } from '@lieferdesk/functions/data/repositories/gesellschaften';
import { interfacelaufAusfaelleRepository } from '@lieferdesk/functions/data/repositories/interfacelaufAusfaelle';
import { schnittstellenVerwaltung } from '@lieferdesk/functions/schnittstellen/verwaltung';
import { deutscherTag } from '@lieferdesk/functions/zeitangabe';
import { rufe } from '../helpers/api';
import {
  neueAnmeldung,
  sicherheitsabfrageBeantworten,
  starteBrowser,
  waehleImDropdown,
} from '../helpers/browser';
import { eindeutigeMarke, eindeutigeZahl } from '../helpers/eindeutig';
import { stackUmgebung } from '../helpers/einlesen';
import { FENSTER_1280, passtInsFenster } from '../helpers/layout';

const MARKE = eindeutigeMarke();
const firma = { gesellschaftId: eindeutigeZahl(800_000, 899_999), name: `Lauf-Browser ${MARKE}` };
const INTERFACE = `Browserlauf ${MARKE}`;

let db: Datenbank;
let interfaceId: number;
let browser: Awaited<ReturnType<typeof starteBrowser>>;

beforeAll(async () => {
  db = stackUmgebung();
  await gesellschaftenRepository(db).speichern(firma);
  interfaceId = await schnittstellenVerwaltung(db).anlegen({
    interfaceName: INTERFACE,
    gesellschaft: firma.name,
    description: `Bestand ${MARKE}`,
    type: 'CSV',
    xml: false,
    keepErrors: false,
    hideErrors: false,
    multiple: false,
    active: true,
    invisible: false,
    unicode: false,
  });
  browser = await starteBrowser();
});
afterAll(async () => browser?.beenden());

const anmelden = (pfad: string) =>
  neueAnmeldung(browser.kontext, inject('stack').url, 'admin', pfad, { fenster: FENSTER_1280 });

describe('Geplante Interfaceläufe im Browser', () => {
  it('legt einen Lauf mit Uhrzeitfeld und Wochentagen an, sieht ihn in Worten, ändert und löscht ihn', async () => {
    const page = await anmelden('/intern/gdv/interfacelaeufe');
    await page.getByRole('heading', { name: T.titel, exact: true }).waitFor();

    await page.locator('#interfacelauf-anlegen').click();
    const dialog = page.locator('#interfacelauf-dialog');
    await dialog.getByText(T.dialogTitel, { exact: true }).waitFor();
    // Company 'Allgemein' by default; without interface and time the save rule stands and save is locked.
    await dialog
      .locator('#interfacelauf-gesellschaft .p-dropdown-label')
      .getByText('Allgemein', { exact: true })
      .waitFor();
    await dialog
      .getByTestId('interfacelauf-pflicht')
      .getByText(MELDUNGEN.interfacelaufPflichtfelder)
      .waitFor();
    await expect(page.locator('#interfacelauf-speichern').isDisabled()).resolves.toBe(true);

    await waehleImDropdown(page, '#interfacelauf-gesellschaft', firma.name);
    await waehleImDropdown(page, '#interfacelauf-interface', INTERFACE);
    await expect
      .poll(() => page.locator('#interfacelauf-interface-id').inputValue())
      .toBe(String(interfaceId));
    await expect(page.locator('#interfacelauf-beschreibung').inputValue()).resolves.toBe(`Bestand ${MARKE}`);
    await page.locator('label[for="interfacelauf-tage-0"]').click();
    await page.locator('label[for="interfacelauf-tage-3"]').click();
    // Typed as a person types it: the colon comes by itself.
    await page.locator('#interfacelauf-zeit').pressSequentially('0600');
    await expect(page.locator('#interfacelauf-zeit').inputValue()).resolves.toBe('06:00');
    await dialog
      .getByTestId('interfacelauf-pflicht')
      .getByText(MELDUNGEN.interfacelaufPflichtfelder)
      .waitFor({
        state: 'detached',
      });
    await page.locator('#interfacelauf-speichern').click();
    await page.locator('.p-toast-message-success', { hasText: MELDUNGEN.interfacelaufGespeichert }).waitFor();
    await dialog.waitFor({ state: 'detached' });

    const liste = await rufe(ROUTEN.geplanteInterfacelaeufe, { als: 'admin', query: { interface: MARKE } });
    expect(liste.body.rows).toHaveLength(1);
    const id = liste.body.rows[0].id as number;
    await page.locator('#interfacelaeufe-interface').fill(MARKE);
    await page.locator('#interfacelaeufe-suchen').click();
    const zeitraum = page.getByTestId(`interfacelauf-zeitraum-${id}`);
    await zeitraum.getByText('Mo, Do bis 06:00', { exact: true }).waitFor();
    await passtInsFenster(page, page.locator('#interfacelaeufe-tabelle thead'));

    // Opened again: the stored values; Sunday added, the time chosen from the picker's popup.
    await page.getByTestId(`interfacelauf-oeffnen-${id}`).click();
    // The first open loads the run's route (its handler is compiled on first use locally).
    await expect
      .poll(() => page.locator('#interfacelauf-zeit').inputValue(), { timeout: 10_000 })
      .toBe('06:00');
    await expect(page.locator('#interfacelauf-tage-3').isChecked()).resolves.toBe(true);
    await page.locator('label[for="interfacelauf-tage-6"]').click();
    await page.getByTestId('interfacelauf-zeit-auswahl').click();
    await page
      .locator('#interfacelauf-zeit-liste')
      .getByRole('option', { name: '07:15', exact: true })
      .click();
    await expect(page.locator('#interfacelauf-zeit').inputValue()).resolves.toBe('07:15');
    await page.locator('#interfacelauf-speichern').click();
    await dialog.waitFor({ state: 'detached' });
    await zeitraum.getByText('Mo, Do, So bis 07:15', { exact: true }).waitFor();

    await page.getByTestId(`interfacelauf-loeschen-${id}`).click();
    await sicherheitsabfrageBeantworten(page, T.loeschenFrage(INTERFACE, firma.name));
    await page.locator('.p-toast-message-success', { hasText: T.geloescht }).waitFor();
    await zeitraum.waitFor({ state: 'detached' });
    await page.close();
  });

  it('zeigt ein nicht gelaufenes geplantes Interface im Monitor, bestätigt es dort; die Einstellungen führen zu den Läufen', async () => {
    const jetzt = new Date();
    const erwartetAm = jetzt.toISOString();
    const laufId = eindeutigeZahl(900_000, 999_999);
    await interfacelaufAusfaelleRepository(db).anlegen({
      tag: deutscherTag(jetzt),
      interfacelaufId: laufId,
      erwartetAm,
      seitAm: new Date(jetzt.getTime() - 86_400_000).toISOString(),
      gesellschaft: firma.name,
      interfaceId,
      interfaceName: INTERFACE,
      modus: 1,
      geprueftAm: erwartetAm,
    });
    const schluessel = `geplant-${laufId}-${Date.parse(erwartetAm)}`;

    const page = await anmelden('/intern/gdv/gdv-import-monitor/1');
    await page.getByRole('heading', { name: M.untertitel, exact: true }).waitFor();
    await waehleImDropdown(page, '#monitor-interface', INTERFACE);
    await page.locator('#monitor-suchen').click();
    await page.getByTestId(`monitor-status-${schluessel}`).getByText(M.status.nichtGelaufen).waitFor();

    const bestaetigen = page.getByTestId(`monitor-interface-bestaetigen-${schluessel}`);
    await bestaetigen.click();
    await sicherheitsabfrageBeantworten(page, M.interfaceBestaetigenFrage);
    await page
      .locator('.p-toast-message-success', {
        hasText: `Geplantes nicht gelaufenes Interface ${INTERFACE} wurde bestätigt.`,
      })
      .waitFor();
    await bestaetigen.waitFor({ state: 'detached' });
    await expect(page.getByTestId(`monitor-icon-${schluessel}`).getAttribute('data-icon')).resolves.toBe(
      'check',
    );

    await page.locator('#monitor-einstellungen').click();
    await page.getByRole('heading', { name: T.titel, exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/intern/gdv/gdv-import-monitor/settings');
    await page.locator('#monitor-einstellungen-zurueck').click();
    await page.getByRole('heading', { name: M.untertitel, exact: true }).waitFor();
    await page.close();
  });
});

/**
 * The BiPRO download overview and the access page in a real browser at 1280 × 720 (reference §2.6,
 * §4 "Download job status text").
 *
 * Two parts. The first answers the overview's and the access's routes with fixed answers (checked
 * against the routes' answer schemas first), so the screens' own rules — icons and colours,
 * warnings, restart, the new-tab link, the write-only password, leaving with changes — and their
 * layout are tested whether the handlers exist or not. The second runs against the handlers
 * (download-uebersicht-zeilen, download-job-neustarten, download-jobs-alle-neustarten,
 * zugang-laden, zugang-speichern, zugang-loeschen): it creates an access through the page, finds
 * its job in the overview and deletes it; it restarts a job from the overview against a simulated insurer in this process and
 * sees the row's counts change; and it saves an access on the page without the password ever
 * coming back, then runs it with the stored password. It assumes the overview lists one row per
 * access (the row's id is the access's) on its first page (20 rows).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import {
  ABHOL_TEXTE,
  API_BASIS,
  DOWNLOAD_UEBERSICHT_TEXTE as D,
  DOWNLOAD_ZAEHLSPALTEN,
  MELDUNGEN,
  ROUTEN,
  ZUGANG_SEITE_TEXTE as Z,
  type DownloadUebersichtZeile,
  type Zugang,
} from '@lieferdesk/shared';
import { DEMO_GESELLSCHAFTEN } from '../../infra/local/demo/stammdaten';
import { starteVersicherer, type SimLieferung, type Versicherer } from '../../infra/local/versicherer';
import { rufe } from '../helpers/api';
import { alsText, barrierenPruefen } from '../helpers/barrierefreiheit';
import {
  neueAnmeldung,
  sicherheitsabfrageBeantworten,
  starteBrowser,
  waehleImDropdown,
} from '../helpers/browser';
import { eindeutigeMarke } from '../helpers/eindeutig';
import { FENSTER_1280, passtInsFenster } from '../helpers/layout';
import { warteBis } from '../helpers/warten';

const UEBERSICHT = '/intern/bipro/download-uebersicht';
const ZUGANG_BASIS = '/intern/configs/externe-zugaenge/configs-extern-zugang-edit';
const STUNDE = 60 * 60 * 1000;
const vor = (stunden: number) => new Date(Date.now() - stunden * STUNDE).toISOString();

let browser: Awaited<ReturnType<typeof starteBrowser>>;
beforeAll(async () => {
  browser = await starteBrowser();
});
afterAll(async () => browser?.beenden());

const anmelden = (username: string, pfad: string) =>
  neueAnmeldung(browser.kontext, inject('stack').url, username, pfad, { fenster: FENSTER_1280 });

const zeile = (
  z: Partial<DownloadUebersichtZeile> & Pick<DownloadUebersichtZeile, 'id' | 'gesellschaft'>,
) => ({
  maklernr: '10001',
  postdokumenteZugeordnet: 0,
  postdokumenteNichtZugeordnet: 0,
  gdv: 0,
  abrechnungen: 0,
  mahnungen: 0,
  invisible: false,
  jobStartAllowed: true,
  warning: {},
  ...z,
});

/**
 * Every kind of row: a check (green), a failure with its reason (red, overdue), never picked up,
 * data old with a run under way.
 */
const ZEILEN = ROUTEN.downloadUebersichtZeilen.antwort.parse({
  uniqueGesellschaftCount: 4,
  rows: [
    zeile({ id: 1, gesellschaft: 'Muster Versicherung AG', lastSuccess: vor(1), extUserName: 'makler01' }),
    zeile({
      id: 2,
      gesellschaft: 'Nordstern Lebensversicherung AG',
      maklernr: '10002',
      lastSuccess: vor(100),
      status: 'Fehler bei der Abholung',
      fehler: 'Der STS antwortet 401: Benutzername oder Passwort falsch',
      extUserName: 'eine-sehr-lange-benutzerkennung-ohne-leerzeichen@makler.example.de',
      postdokumenteZugeordnet: 123456,
      postdokumenteNichtZugeordnet: 98765,
      gdv: 4321,
      abrechnungen: 1234,
      mahnungen: 567,
      warning: { gdv: true, mahnungen: true, postdokumenteNichtZugeordnet: true },
    }),
    zeile({
      id: 3,
      gesellschaft: 'Rheinische Sachversicherung AG',
      status: 'niemals abgeholt',
      jobStartAllowed: false,
    }),
    zeile({
      id: 4,
      gesellschaft: 'Alpenland Versicherung AG',
      lastSuccess: vor(10),
      status: 'Daten zu alt',
      jobRunning: true,
      jobStartAllowed: false,
    }),
  ],
});

const ZUGANG: Zugang = ROUTEN.zugangLaden.antwort.parse({
  id: 7,
  gesellschaftId: 1,
  gesellschaft: 'Muster Versicherung AG',
  extZugangBezeichnung: 'VEMA Muster',
  maklernr: '10001',
  stsUrl: 'https://sts.muster.example/sts',
  transferUrl: 'https://transfer.muster.example/430',
  profil: { version: '2.6.1.1.0', soapAction: 'urn', stsMitWsaAction: false },
  benutzername: 'makler01',
  abholzeiten: ['06:00'],
  aktiv: true,
  gdvEinlesen: false,
  passwortGesetzt: true,
});

const api = (pfad: string) => `**${API_BASIS}${pfad}**`;

/** Fixed answers for the overview's and the access's routes; the requests are kept. */
async function festeAntworten(page: Page) {
  const anfragen: Request[] = [];
  const antworte = async (pfad: string, antwort: (r: Request) => unknown) =>
    page.route(api(pfad), async (route) => {
      anfragen.push(route.request());
      await route.fulfill({ json: antwort(route.request()) });
    });
  await antworte(ROUTEN.downloadUebersichtZeilen.pfad, () => ZEILEN);
  await antworte(ROUTEN.downloadJobNeustarten.pfad, () => ({}));
  await antworte(ROUTEN.downloadJobsAlleNeustarten.pfad, () => ({}));
  await antworte(ROUTEN.zugangLaden.pfad, (r) =>
    r.method() === 'GET' ? ZUGANG : r.method() === 'POST' ? { id: 7 } : {},
  );
  return anfragen;
}

describe('Download-Übersicht mit festen Antworten (die Regeln der Seite, ohne Handler)', () => {
  it('zeigt Symbole, Farben und Warnungen in Worten, passt ins Fenster und startet Jobs neu', async () => {
    const page = await anmelden('admin', '/');
    const anfragen = await festeAntworten(page);
    await page.goto(`${inject('stack').url}${UEBERSICHT}`);
    await page.getByRole('heading', { name: D.titel, exact: true }).waitFor();
    await page.getByTestId('download-anzahl-gesellschaften').getByText(D.anzahlGesellschaften(4)).waitFor();

    const symbol = (id: number) => page.getByTestId(`download-symbol-${id}`);
    await expect(symbol(1).getAttribute('data-symbol')).resolves.toBe('haken');
    await expect(symbol(1).getAttribute('data-farbe')).resolves.toBe('gruen');
    await expect(symbol(2).getAttribute('data-symbol')).resolves.toBe('kreuz');
    await expect(symbol(2).getAttribute('data-farbe')).resolves.toBe('rot');
    await expect(symbol(3).count()).resolves.toBe(0);
    await expect(symbol(4).getAttribute('data-symbol')).resolves.toBe('download');
    // Red is said in words too: overdue, and never picked up.
    await page.getByTestId('download-ueberfaellig-2').waitFor();
    await page.getByTestId('download-ueberfaellig-3').waitFor();
    await expect(page.getByTestId('download-ueberfaellig-1').count()).resolves.toBe(0);
    await expect(page.getByTestId('download-abholung-3').textContent()).resolves.toBe(D.nieAbgeholt);
    // The 72 hours only where there was a pickup: a job that never ran says so.
    await expect(page.getByTestId('download-ueberfaellig-2').getAttribute('title')).resolves.toBe(
      D.ueberfaelligTitel,
    );
    await expect(page.getByTestId('download-ueberfaellig-3').getAttribute('title')).resolves.toBe(
      D.nieAbgeholtTitel,
    );
    await expect(
      page.locator('#download-tabelle').locator(`[title="${D.ueberfaelligTitel}"]`).count(),
    ).resolves.toBe(1);
    // The counts are the last pickup's, and their headers say so.
    for (const spalte of DOWNLOAD_ZAEHLSPALTEN)
      await expect(page.getByTestId(`download-kopf-${spalte}`).textContent()).resolves.toBe(
        `${D.spalten[spalte]} ${D.zaehlspaltenZusatz}`,
      );
    await page.getByRole('columnheader', { name: `${D.spalten.gdv} ${D.zaehlspaltenZusatz}` }).waitFor();
    // A run under way shows in its row, only there.
    await expect(page.getByTestId('download-laeuft-4').textContent()).resolves.toContain(D.laeuft);
    await expect(page.locator('[data-testid^="download-laeuft-"]').count()).resolves.toBe(1);
    await expect(page.getByTestId('download-abholung-1').textContent()).resolves.toMatch(
      /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/,
    );
    await expect(page.getByTestId('download-fehler-2').textContent()).resolves.toBe(ZEILEN.rows[1]!.fehler);
    await expect(page.getByTestId('download-warnung-gdv-2').textContent()).resolves.toContain(D.warnung);
    await expect(page.getByTestId('download-warnung-gdv-1').count()).resolves.toBe(0);
    await expect(page.getByTestId('download-postdokumenteZugeordnet-2').textContent()).resolves.toBe(
      '123.456',
    );

    // Restart only where allowed; the access page opens in a new tab for internal users.
    await expect(page.getByTestId('download-neustarten-3').count()).resolves.toBe(0);
    const link = page.getByTestId('download-zugang-2');
    await expect(link.getAttribute('href')).resolves.toBe(
      `${ZUGANG_BASIS}/Nordstern%20Lebensversicherung%20AG/2`,
    );
    await expect(link.getAttribute('target')).resolves.toBe('_blank');

    await passtInsFenster(page, page.locator('#download-tabelle thead'));
    expect(alsText(await barrierenPruefen(page))).toEqual([]);

    await page.getByTestId('download-neustarten-1').click();
    await sicherheitsabfrageBeantworten(page, D.neustartenFrage('Muster Versicherung AG'));
    await page.getByText(D.neugestartet('Muster Versicherung AG')).waitFor();
    const neustart = anfragen.find((r) => r.url().includes(ROUTEN.downloadJobNeustarten.pfad))!;
    expect(neustart.method()).toBe('POST');
    expect(new URL(neustart.url()).searchParams.get('gesellschaft')).toBe('Muster Versicherung AG');

    await page.locator('#download-alle-neustarten').click();
    await sicherheitsabfrageBeantworten(page, D.alleNeustartenFrage);
    await page.getByText(D.alleNeugestartet).waitFor();

    // The filter goes to the server as the route names it.
    await waehleImDropdown(page, '#download-gesellschaft', 'Muster Versicherung AG');
    const gefiltert = page.waitForRequest(
      (r) => new URL(r.url()).searchParams.get('gesellschaft') === 'Muster Versicherung AG',
    );
    await page.locator('#download-suchen').click();
    await gefiltert;
    await page.close();
  });

  it('zeigt Maklern weder den Link zum Zugang noch einen Neustart, den der Server nicht erlaubt', async () => {
    const page = await anmelden('makler', '/');
    await festeAntworten(page);
    await page.getByTestId('nav-downloadUebersicht').click();
    await page.getByTestId('download-gesellschaft-1').waitFor();
    await expect(page.locator('[data-testid^="download-zugang-"]').count()).resolves.toBe(0);
    await expect(page.locator('#download-neuer-zugang').count()).resolves.toBe(0);
    await page.close();
  });

  it('Zugangsseite: Passwort nur schreibend, Meldungen am Feld, Verlassen mit Änderungen fragt', async () => {
    const page = await anmelden('admin', '/');
    const anfragen = await festeAntworten(page);
    await page.goto(`${inject('stack').url}${ZUGANG_BASIS}/Muster%20Versicherung%20AG/7`);
    await page.getByRole('heading', { name: Z.titel, exact: true }).waitFor();
    await page.getByTestId('zugang-kennung').getByText(Z.kennung(7, 'VEMA Muster')).waitFor();
    await expect(page.locator('#zugang-bezeichnung').inputValue()).resolves.toBe('VEMA Muster');
    await expect(page.locator('#zugang-passwort').inputValue()).resolves.toBe('');
    await expect(page.getByTestId('zugang-passwort-hinweis').textContent()).resolves.toContain(
      Z.passwortGesetzt,
    );
    await passtInsFenster(page);
    expect(alsText(await barrierenPruefen(page))).toEqual([]);

    // A message from the shared schema beside its field, once the field changed.
    await page.locator('#zugang-maklernr').fill('');
    await page
      .getByTestId('zugang-maklernr-fehler')
      .getByText('Bitte geben Sie die Maklernummer an.')
      .waitFor();
    await page.locator('#zugang-maklernr').fill('10001');
    await page.locator('#zugang-abholzeit-hinzufuegen').click();
    await page.locator('#zugang-abholzeit-1').fill('25:00');
    await page.getByText(MELDUNGEN.uhrzeitOhneSekundenUngueltig).waitFor();
    await page.locator('#zugang-abholzeit-1').fill('18:30');

    // Another STS server: the stored password cannot be kept, so it is asked for again; back on
    // the stored server it may stay empty.
    await page.locator('#zugang-sts-url').fill('https://sts.anderer.example/sts');
    await page.getByTestId('zugang-passwort-fehler').getByText(Z.passwortNachServerwechsel).waitFor();
    await expect(page.getByTestId('zugang-passwort-hinweis').textContent()).resolves.toBe(Z.passwortGesetzt);
    await page.locator('#zugang-sts-url').fill('https://sts.muster.example/sts/');
    await page
      .getByTestId('zugang-passwort-fehler')
      .getByText(Z.passwortNachServerwechsel)
      .waitFor({ state: 'detached' });

    // Leaving with changes asks: Esc, and a link of the navigation.
    await page.locator('#zugang-bezeichnung').press('Escape');
    await sicherheitsabfrageBeantworten(page, Z.verlassenFrage, 'nein');
    await page.getByTestId('nav-kategorien').click();
    await sicherheitsabfrageBeantworten(page, Z.verlassenFrage, 'nein');
    expect(new URL(page.url()).pathname).toBe(`${ZUGANG_BASIS}/Muster%20Versicherung%20AG/7`);

    // Saved without the password: it is sent only when typed.
    const speichern = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().includes('/bipro_zugaenge/zugang'),
    );
    await page.locator('#zugang-speichern').click();
    const ohne = (await speichern).postDataJSON() as Record<string, unknown>;
    expect(ohne).not.toHaveProperty('passwort');
    expect(ohne).toMatchObject({ abholzeiten: ['06:00', '18:30'], gesellschaftId: 1 });
    expect(new URL((await speichern).url()).searchParams.get('id')).toBe('7');
    await page.getByText(Z.gespeichert).waitFor();

    await page.locator('#zugang-passwort').fill('neues-Geheimnis');
    const mit = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().includes('/bipro_zugaenge/zugang'),
    );
    await page.locator('#zugang-speichern').click();
    expect(((await mit).postDataJSON() as Record<string, unknown>).passwort).toBe('neues-Geheimnis');
    await page.getByText(Z.gespeichert).first().waitFor();
    // Saved: the form starts afresh, the password field empty again.
    await page.waitForFunction(
      () => (document.getElementById('zugang-passwort') as HTMLInputElement).value === '',
    );

    await page.locator('#zugang-loeschen').click();
    await sicherheitsabfrageBeantworten(page, Z.loeschenFrage('VEMA Muster'));
    await page.getByRole('heading', { name: D.titel, exact: true }).waitFor();
    expect(
      anfragen.some((r) => r.method() === 'DELETE' && new URL(r.url()).searchParams.get('id') === '7'),
    ).toBe(true);
    await page.close();
  });

  it('Zugangsseite: Abholzeiten sind Uhrzeitfelder; eine falsche Eingabe bleibt stehen, mit Meldung', async () => {
    const page = await anmelden('admin', '/');
    await festeAntworten(page);
    await page.goto(`${inject('stack').url}${ZUGANG_BASIS}/Muster%20Versicherung%20AG/7`);
    await page.getByRole('heading', { name: Z.titel, exact: true }).waitFor();
    const zeit = (i: number) => page.locator(`#zugang-abholzeit-${i}`);
    await expect(zeit(0).inputValue()).resolves.toBe('06:00');

    // Typed as a clerk types a time: the colon comes by itself.
    await page.locator('#zugang-abholzeit-hinzufuegen').click();
    await zeit(1).pressSequentially('0630');
    await expect(zeit(1).inputValue()).resolves.toBe('06:30');

    // A wrong entry stays as typed, with the field's message once it is left.
    await page.locator('#zugang-abholzeit-hinzufuegen').click();
    await zeit(2).pressSequentially('2561');
    await zeit(2).press('Tab');
    await page
      .getByTestId('zugang-abholzeit-2-fehler')
      .getByText(MELDUNGEN.uhrzeitOhneSekundenUngueltig, { exact: true })
      .waitFor();
    await expect(zeit(2).inputValue()).resolves.toBe('25:61');

    // Removing a time above it keeps the wrong entry in its field.
    await page.getByTestId('zugang-abholzeit-entfernen-0').click();
    await expect(zeit(0).inputValue()).resolves.toBe('06:30');
    await expect(zeit(1).inputValue()).resolves.toBe('25:61');
    await page
      .getByTestId('zugang-abholzeit-1-fehler')
      .getByText(MELDUNGEN.uhrzeitOhneSekundenUngueltig, { exact: true })
      .waitFor();

    // 'Speichern' sends nothing and goes to the marked field, whose text is still there.
    let gesendet = false;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/bipro_zugaenge/zugang')) gesendet = true;
    });
    await page.locator('#zugang-speichern').click();
    await page.waitForFunction(() => document.activeElement?.id === 'zugang-abholzeit-1');
    await expect(zeit(1).inputValue()).resolves.toBe('25:61');
    expect(gesendet).toBe(false);

    // The quarter-hour list by keyboard takes a time; then it saves.
    await zeit(1).press('Alt+ArrowDown');
    const liste = page.locator('#zugang-abholzeit-1-liste');
    await liste.waitFor();
    // The list opens at 08:00 (the field holds no time), with the keyboard there.
    await liste.locator('li.p-focus').getByText('08:00', { exact: true }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(zeit(1).inputValue()).resolves.toBe('08:15');
    const speichern = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().includes('/bipro_zugaenge/zugang'),
    );
    await page.locator('#zugang-speichern').click();
    expect((await speichern).postDataJSON()).toMatchObject({ abholzeiten: ['06:30', '08:15'] });
    await page.close();
  });

  it('Zugangsseite: nur für interne Mitarbeiter', async () => {
    const page = await anmelden('makler', `${ZUGANG_BASIS}/Muster%20Versicherung%20AG/7`);
    await page.getByText(MELDUNGEN.keineBerechtigung).waitFor();
    await page.close();
  });
});

describe('Download-Übersicht und Zugang gegen die Handler', () => {
  const muster = DEMO_GESELLSCHAFTEN.find((g) => g.name.startsWith('Muster'))!;

  it('legt einen Zugang auf der Seite an, findet seinen Job in der Übersicht und löscht ihn', async () => {
    const bezeichnung = `Browser ${eindeutigeMarke()}`;
    const page = await anmelden('admin', `${ZUGANG_BASIS}/neu`);
    await page.getByRole('heading', { name: Z.titelNeu, exact: true }).waitFor();
    await waehleImDropdown(page, '#zugang-gesellschaft', muster.name);
    await page.locator('#zugang-bezeichnung').fill(bezeichnung);
    await page.locator('#zugang-maklernr').fill('10001');
    await page.locator('#zugang-sts-url').fill('https://127.0.0.1:9/sts');
    await page.locator('#zugang-transfer-url').fill('https://127.0.0.1:9/transfer');
    await page.locator('#zugang-benutzername').fill('browsertest');
    // 'Speichern' with a field invalid sends nothing and shows every message, the password's too.
    await page.locator('#zugang-speichern').click();
    await page.getByTestId('zugang-passwort-fehler').getByText(Z.passwortErforderlich).waitFor();
    await page.locator('#zugang-passwort').fill('Geheim-123');
    await page.locator('#zugang-aktiv').click();
    await page.locator('#zugang-speichern').click();
    await page.getByText(Z.gespeichert).waitFor();

    // Saved: the address names the access; the password is stored, not shown.
    await page.waitForURL((url) => /\/\d+$/.test(url.pathname));
    const id = Number(new URL(page.url()).pathname.split('/').at(-1));
    await page
      .getByTestId('zugang-passwort-hinweis')
      .getByText(Z.passwortGesetzt, { exact: false })
      .waitFor();
    await expect(page.locator('#zugang-passwort').inputValue()).resolves.toBe('');
    await page.reload();
    await expect(page.locator('#zugang-bezeichnung').inputValue()).resolves.toBe(bezeichnung);

    await page.goto(`${inject('stack').url}${UEBERSICHT}`);
    await page.getByTestId(`download-gesellschaft-${id}`).waitFor();
    await expect(page.getByTestId(`download-zugang-${id}`).getAttribute('href')).resolves.toBe(
      `${ZUGANG_BASIS}/${encodeURIComponent(muster.name)}/${id}`,
    );
    await passtInsFenster(page, page.locator('#download-tabelle thead'));

    await page.goto(`${inject('stack').url}${ZUGANG_BASIS}/${encodeURIComponent(muster.name)}/${id}`);
    await page.locator('#zugang-loeschen').click();
    await sicherheitsabfrageBeantworten(page, Z.loeschenFrage(bezeichnung));
    await page.getByRole('heading', { name: D.titel, exact: true }).waitFor();
    await page.getByText(Z.geloescht).waitFor();
    await expect(page.getByTestId(`download-gesellschaft-${id}`).count()).resolves.toBe(0);
    await page.close();
  });

  // The two tests below run the download pipeline against a simulated insurer in this process.
  const versicherer: Versicherer[] = [];
  const angelegt: number[] = [];
  afterAll(async () => {
    // Deleted, so that a later file restarting this company's jobs does not run them against a
    // stopped insurer.
    for (const id of angelegt) await rufe(ROUTEN.zugangLoeschen, { als: 'admin', query: { id } });
    for (const v of versicherer) await v.beenden();
  });

  /** A tiny PDF-looking file whose bytes are the test's own (the duplicate rule spans the stack). */
  const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`, 'latin1');

  /**
   * An insurer with one shipment of two PDFs: one for demo contract 59999999999 of broker 10001
   * at Muster (assigned automatically), one for a policy number no contract has.
   */
  async function versichererStarten(passwort: string) {
    const marke = eindeutigeMarke();
    const lieferung: SimLieferung = {
      id: `${marke}-1`,
      kategorie: '100007000',
      einstellzeitpunkt: new Date().toISOString(),
      transfers: [
        {
          versicherungsscheinnummer: '59999999999',
          dateien: [{ dateiname: 'police.pdf', inhalt: pdf(`Police ${marke}`) }],
        },
        {
          versicherungsscheinnummer: 'K-0000123',
          dateien: [{ dateiname: 'nachtrag.pdf', inhalt: pdf(`Nachtrag ${marke}`) }],
        },
      ],
    };
    const v = await starteVersicherer({ benutzer: 'makler10001', passwort, lieferungen: [lieferung] });
    versicherer.push(v);
    return { v, lieferungId: lieferung.id };
  }

  /** The row's counts and status as the page shows them. */
  async function zeilenStand(page: Page, id: number) {
    const text = async (testId: string) => (await page.getByTestId(testId).textContent()) ?? '';
    const symbol = page.getByTestId(`download-symbol-${id}`);
    const mitSymbol = (await symbol.count()) > 0;
    return {
      zugeordnet: await text(`download-postdokumenteZugeordnet-${id}`),
      nichtZugeordnet: await text(`download-postdokumenteNichtZugeordnet-${id}`),
      status: await text(`download-status-${id}`),
      symbol: mitSymbol ? await symbol.getAttribute('data-symbol') : null,
      farbe: mitSymbol ? await symbol.getAttribute('data-farbe') : null,
    };
  }

  /**
   * Restarts the row's job with its row action and reloads the overview until the run has ended
   * well with one document assigned and one not. The search button cannot serve here: with the
   * filter unchanged it asks the server nothing.
   */
  async function neustartenUndAbwarten(page: Page, id: number) {
    await page.getByTestId(`download-neustarten-${id}`).click();
    await sicherheitsabfrageBeantworten(page, D.neustartenFrage(muster.name));
    await page.getByText(D.neugestartet(muster.name)).waitFor();
    return warteBis(
      async () => {
        await page.reload();
        await page.getByTestId(`download-gesellschaft-${id}`).waitFor();
        return zeilenStand(page, id);
      },
      (s) => s.symbol === 'haken' && s.zugeordnet === '1' && s.nichtZugeordnet === '1',
      { zeit: 90_000, intervall: 1_000, text: (s) => `Lauf des Zugangs ${id}: ${JSON.stringify(s)}` },
    );
  }

  it('startet einen Job in der Übersicht neu und sieht die Anzahlen der neuen Dokumente wachsen', async () => {
    const passwort = `Geheim-${eindeutigeMarke()}!`;
    const { v, lieferungId } = await versichererStarten(passwort);
    const gespeichert = await rufe(ROUTEN.zugangSpeichern, {
      als: 'admin',
      body: {
        gesellschaftId: muster.gesellschaftId,
        extZugangBezeichnung: `Neustart ${eindeutigeMarke()}`,
        maklernr: '10001',
        stsUrl: v.stsUrl,
        transferUrl: v.transferUrl,
        profil: { version: '2.6.1.1.0', soapAction: 'urn', stsMitWsaAction: false },
        benutzername: 'makler10001',
        passwort,
        abholzeiten: [],
        aktiv: true,
        gdvEinlesen: false,
      },
    });
    expect(gespeichert.status, JSON.stringify(gespeichert.body)).toBe(200);
    const id = gespeichert.body.id as number;
    angelegt.push(id);

    // Never picked up: every count 0, no icon, the status says so.
    const page = await anmelden('admin', UEBERSICHT);
    await page.getByTestId(`download-gesellschaft-${id}`).getByText(muster.name, { exact: true }).waitFor();
    for (const spalte of DOWNLOAD_ZAEHLSPALTEN)
      await expect(page.getByTestId(`download-${spalte}-${id}`).textContent()).resolves.toBe('0');
    await expect(zeilenStand(page, id)).resolves.toMatchObject({
      status: ABHOL_TEXTE.status.niemals,
      symbol: null,
    });
    await expect(page.getByTestId(`download-abholung-${id}`).textContent()).resolves.toBe(D.nieAbgeholt);
    // A new access that never ran says so, not that its last pickup lies 72 hours back.
    await expect(page.getByTestId(`download-ueberfaellig-${id}`).getAttribute('title')).resolves.toBe(
      D.nieAbgeholtTitel,
    );

    const stand = await neustartenUndAbwarten(page, id);
    expect(stand).toMatchObject({ status: D.symbol.haken, farbe: 'gruen' });
    await expect(page.getByTestId(`download-abholung-${id}`).textContent()).resolves.toMatch(
      /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/,
    );
    await expect(page.getByTestId(`download-ueberfaellig-${id}`).count()).resolves.toBe(0);
    expect([...v.quittiert]).toEqual([lieferungId]);
    await page.close();

    // The access's broker sees the row (without the link to the access page); another broker does not.
    const fa = await anmelden('fa', UEBERSICHT);
    await fa.getByTestId(`download-gesellschaft-${id}`).waitFor();
    await expect(zeilenStand(fa, id)).resolves.toMatchObject({ zugeordnet: '1', nichtZugeordnet: '1' });
    await expect(fa.getByTestId(`download-zugang-${id}`).count()).resolves.toBe(0);
    await fa.close();

    const fk = await anmelden('fk', '/');
    const zeilen = fk.waitForResponse(
      (r) => r.url().includes(ROUTEN.downloadUebersichtZeilen.pfad) && r.request().method() === 'GET',
    );
    await fk.goto(`${inject('stack').url}${UEBERSICHT}`);
    const antwort = await zeilen;
    expect(antwort.status()).toBe(200);
    const { rows } = ROUTEN.downloadUebersichtZeilen.antwort.parse(await antwort.json());
    expect(rows.map((r) => r.id)).not.toContain(id);
    await fk.getByTestId('download-anzahl-gesellschaften').waitFor();
    await expect(fk.getByTestId(`download-gesellschaft-${id}`).count()).resolves.toBe(0);
    await fk.close();
  }, 180_000);

  it('die Zugangsseite speichert, ohne das Passwort je wieder zu zeigen; das gespeicherte gilt weiter', async () => {
    const passwort = `Geheim-${eindeutigeMarke(12)}!`;
    const { v, lieferungId } = await versichererStarten(passwort);
    const bezeichnung = `Passwort ${eindeutigeMarke()}`;

    // Every answer of the API the page sees, read before the page gets it: the page's requests go
    // through a route that fetches each answer itself, so none is lost to a navigation and
    // nothing waits for a quiet moment.
    const antworten: { url: string; methode: string; text: string }[] = [];
    const page = await neueAnmeldung(browser.kontext, inject('stack').url, 'admin', `${ZUGANG_BASIS}/neu`, {
      fenster: FENSTER_1280,
      vorAnmeldung: (p) =>
        p.route(
          (url) => url.href.includes(`${API_BASIS}/`),
          async (route) => {
            const antwort = await route.fetch();
            const text = await antwort.text();
            antworten.push({ url: route.request().url(), methode: route.request().method(), text });
            await route.fulfill({ response: antwort, body: text });
          },
        ),
    });
    const speichern = () =>
      page.waitForRequest((r) => r.method() === 'POST' && r.url().includes(ROUTEN.zugangSpeichern.pfad));

    await page.getByRole('heading', { name: Z.titelNeu, exact: true }).waitFor();
    await waehleImDropdown(page, '#zugang-gesellschaft', muster.name);
    await page.locator('#zugang-bezeichnung').fill(bezeichnung);
    await page.locator('#zugang-maklernr').fill('10001');
    await page.locator('#zugang-sts-url').fill(v.stsUrl);
    await page.locator('#zugang-transfer-url').fill(v.transferUrl);
    await page.locator('#zugang-benutzername').fill('makler10001');
    // The defaults fit the insurer: version 2.6.1.1.0, active, no download times.
    await expect(page.locator('#zugang-version').inputValue()).resolves.toBe('2.6.1.1.0');
    await expect(page.locator('#zugang-aktiv').isChecked()).resolves.toBe(true);
    await page.getByText(Z.keineAbholzeiten).waitFor();
    await page.locator('#zugang-passwort').fill(passwort);
    const neu = speichern();
    await page.locator('#zugang-speichern').click();
    expect((await neu).postDataJSON()).toMatchObject({
      gesellschaftId: muster.gesellschaftId,
      extZugangBezeichnung: bezeichnung,
      passwort,
      abholzeiten: [],
      aktiv: true,
    });
    await page.getByText(Z.gespeichert).waitFor();
    await page.waitForURL((url) => /\/\d+$/.test(url.pathname));
    const id = Number(new URL(page.url()).pathname.split('/').at(-1));
    angelegt.push(id);
    expect(new URL(page.url()).pathname).toBe(`${ZUGANG_BASIS}/${encodeURIComponent(muster.name)}/${id}`);
    await page.getByTestId('zugang-kennung').getByText(Z.kennung(id, bezeichnung), { exact: true }).waitFor();

    // Loaded afresh: the field empty, the hint says a password is stored, the page holds it nowhere.
    const passwortNirgends = async () => {
      await expect(page.locator('#zugang-passwort').inputValue()).resolves.toBe('');
      await expect(page.getByTestId('zugang-passwort-hinweis').textContent()).resolves.toBe(
        `${Z.passwortGesetzt} ${Z.passwortBehalten}`,
      );
      expect(await page.content()).not.toContain(passwort);
    };
    await page.reload();
    await page.getByTestId('zugang-kennung').getByText(Z.kennung(id, bezeichnung), { exact: true }).waitFor();
    await page
      .getByTestId('zugang-passwort-hinweis')
      .getByText(Z.passwortGesetzt, { exact: false })
      .waitFor();
    await passwortNirgends();

    // Another field changed and saved without typing a password: none is sent, the stored one stays.
    const geaendert = `${bezeichnung} geändert`;
    await page.locator('#zugang-bezeichnung').fill(geaendert);
    const ohne = speichern();
    await page.locator('#zugang-speichern').click();
    const ohneBody = (await ohne).postDataJSON() as Record<string, unknown>;
    expect(ohneBody).not.toHaveProperty('passwort');
    expect(ohneBody).toMatchObject({ extZugangBezeichnung: geaendert, benutzername: 'makler10001' });
    expect(new URL((await ohne).url()).searchParams.get('id')).toBe(String(id));
    await page.getByTestId('zugang-kennung').getByText(Z.kennung(id, geaendert), { exact: true }).waitFor();
    await passwortNirgends();

    // The run signs in with the stored password: the insurer takes it, the shipment is fetched and
    // acknowledged (a refused password would end the run with 'Abholung fehlgeschlagen').
    await page.goto(`${inject('stack').url}${UEBERSICHT}`);
    await page.getByTestId(`download-gesellschaft-${id}`).waitFor();
    const stand = await neustartenUndAbwarten(page, id);
    expect(stand).toMatchObject({ status: D.symbol.haken, farbe: 'gruen' });
    expect([...v.quittiert]).toEqual([lieferungId]);
    expect(await page.content()).not.toContain(passwort);
    await page.close();

    const alle = antworten;
    const wo = (a: { methode: string; url: string }) => `${a.methode} ${a.url}`;
    expect(alle.filter((a) => a.text.includes(passwort)).map(wo)).toEqual([]);
    // The access was answered to the page (twice at least: after the reload and after each save).
    const geladen = alle.filter((a) => a.methode === 'GET' && a.url.includes(ROUTEN.zugangLaden.pfad));
    expect(geladen.length).toBeGreaterThanOrEqual(2);
    for (const a of geladen) expect(JSON.parse(a.text!)).toMatchObject({ id, passwortGesetzt: true });
  }, 180_000);
});

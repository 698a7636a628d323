/**
 * What the browser keeps and is allowed: after sign-in the Cognito tokens are in the tab's
 * sessionStorage, none in localStorage (a script of the origin could read those for as long as
 * the refresh token lives); a tab opened beside a signed-in one takes its sign-in from it. The
 * local stack sends the security headers CloudFront sends (infra/src/kopfzeilen.ts), and no
 * screen trips the CSP (the upload's PUT to S3 is proven by datenimport.e2e.test.ts).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sicherheitsKopfzeilen } from '../../infra/src/kopfzeilen';
import { anmelden, starteBrowser } from '../helpers/browser';

const basis = inject('stack').url;
let kontext: BrowserContext;
let beenden: () => Promise<void>;
let seite: Page;

beforeAll(async () => {
  ({ kontext, beenden } = await starteBrowser());
  // Every CSP violation of every page, collected where the test can read it.
  await kontext.addInitScript(() => {
    const w = window as unknown as { cspVerstoesse: string[] };
    w.cspVerstoesse = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.cspVerstoesse.push(
        `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`,
      ),
    );
  });
  seite = await kontext.newPage();
});

const verstoesse = () =>
  seite.evaluate(() => (window as unknown as { cspVerstoesse: string[] }).cspVerstoesse);
afterAll(async () => beenden?.());

/** The keys Amplify stores its tokens under (`CognitoIdentityServiceProvider.<client>.…`). */
const tokenSchluessel = (speicher: 'localStorage' | 'sessionStorage') =>
  seite.evaluate(
    (s) => Object.keys(window[s]).filter((k) => k.startsWith('CognitoIdentityServiceProvider.')),
    speicher,
  );

describe('Sitzung im Browser', () => {
  it('hält die Tokens im sessionStorage, nicht im localStorage', async () => {
    await anmelden(seite, basis, 'admin');
    expect((await tokenSchluessel('sessionStorage')).some((k) => k.endsWith('.idToken'))).toBe(true);
    expect(await tokenSchluessel('localStorage')).toEqual([]);
  });

  it('ein weiterer Tab übernimmt die Anmeldung eines offenen Tabs', async () => {
    const zweiter = await kontext.newPage();
    await zweiter.goto(`${basis}/`);
    await zweiter.getByTestId('benutzer-name').waitFor();
    await zweiter.close();
  });
});

describe('Sicherheitskopfzeilen', () => {
  it('sendet dieselben Kopfzeilen wie CloudFront, mit den lokalen Herkünften', async () => {
    const antwort = await fetch(`${basis}/`);
    const erwartet = sicherheitsKopfzeilen({
      api: "'self'",
      cognito: "'self'",
      inbox: inject('stack').s3Endpoint,
    });
    for (const [name, wert] of Object.entries(erwartet)) expect(antwort.headers.get(name), name).toBe(wert);
    expect(erwartet['content-security-policy']).toContain(
      `connect-src 'self' ${inject('stack').s3Endpoint};`,
    );
  });

  it('keine Seite verletzt die CSP (Anmeldung, Kategorien, Schnittstellen, Datenimport, Monitor)', async () => {
    // A tab of its own, with no other tab open: it signs in itself.
    for (const offen of kontext.pages()) await offen.close();
    seite = await kontext.newPage();
    await anmelden(seite, basis, 'admin', '/intern/bipro/kategorien');
    await seite.getByRole('heading', { level: 1 }).first().waitFor();
    await seite.waitForLoadState('networkidle');
    expect(await verstoesse(), 'Anmeldung und Kategorien').toEqual([]);
    for (const pfad of [
      '/intern/gdv/gdv-interfaces',
      '/intern/gdv/import',
      '/intern/gdv/gdv-import-monitor',
    ]) {
      await seite.goto(`${basis}${pfad}`);
      await seite.getByTestId('benutzer-name').waitFor();
      await seite.getByRole('heading', { level: 1 }).first().waitFor();
      await seite.waitForLoadState('networkidle');
      expect(await verstoesse(), pfad).toEqual([]);
    }
  });
});

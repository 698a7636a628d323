import { describe, expect, it } from 'vitest';
import { MELDUNGEN, ZUGANG_SEITE_TEXTE as T, type Zugang } from '@lieferdesk/shared';
import {
  eingabeAus,
  entwurfVon,
  gesellschaftAusPfad,
  gesellschaftsOptionen,
  neuerEntwurf,
  pruefeZugang,
  zielAusPfad,
  type ZugangEntwurf,
} from '../src/pages/zugang/formular';
import { zugangPfad } from '../src/pages/zugang/pfade';

const gespeichert: Zugang = {
  id: 7,
  gesellschaftId: 1,
  gesellschaft: 'Muster Versicherung AG',
  extZugangBezeichnung: 'VEMA',
  maklernr: '10001',
  stsUrl: 'https://sts.example.de/sts',
  transferUrl: 'https://transfer.example.de/430',
  profil: {
    version: '2.1.6.1.1',
    consumerId: 'VEMA',
    bestaetigeLieferungen: false,
    soapAction: 'leer',
    stsMitWsaAction: true,
  },
  benutzername: 'makler01',
  abholzeiten: ['06:00', '18:30'],
  aktiv: true,
  gdvEinlesen: false,
  passwortGesetzt: true,
  zertifikatGesetzt: true,
};

/** PEM-shaped texts (the form checks the shape; the key is no real one). */
const pem = (label: string) =>
  `-----BEGIN ${label}-----\n${'QUJD'.repeat(16)}\n${'QUJD'.repeat(4)}\n-----END ${label}-----\n`;
const ZERTIFIKAT = pem('CERTIFICATE');
const SCHLUESSEL = pem('PRIVATE KEY');

const ausgefuellt = (mehr: Partial<ZugangEntwurf> = {}): ZugangEntwurf => ({
  ...neuerEntwurf(1),
  extZugangBezeichnung: 'Degenia',
  maklernr: '10002',
  stsUrl: 'https://sts.example.de',
  transferUrl: 'https://transfer.example.de',
  benutzername: 'makler02',
  passwort: 'geheim',
  ...mehr,
});

describe('Zugangsseite: Formular', () => {
  it('meldet für ein neues, leeres Formular jedes Pflichtfeld mit dem Text des Schemas', () => {
    const { daten, fehler } = pruefeZugang(neuerEntwurf(), true);
    expect(daten).toBeUndefined();
    expect(fehler).toMatchObject({
      gesellschaftId: 'Bitte wählen Sie die Gesellschaft aus.',
      extZugangBezeichnung: 'Bitte geben Sie die Bezeichnung an.',
      maklernr: 'Bitte geben Sie die Maklernummer an.',
      stsUrl: 'Bitte geben Sie eine Adresse mit http:// oder https:// an.',
      transferUrl: 'Bitte geben Sie eine Adresse mit http:// oder https:// an.',
      benutzername: 'Bitte geben Sie den Benutzernamen an.',
      passwort: T.passwortErforderlich,
    });
    expect(fehler['profil.version']).toBeUndefined();
  });

  it('gibt ein vollständiges neues Formular frei; optionale Profilwerte fehlen, wenn leer', () => {
    const { daten, fehler } = pruefeZugang(ausgefuellt({ abholzeiten: [' 07:15 '] }), true);
    expect(fehler).toEqual({});
    expect(daten).toEqual({
      gesellschaftId: 1,
      extZugangBezeichnung: 'Degenia',
      maklernr: '10002',
      stsUrl: 'https://sts.example.de',
      transferUrl: 'https://transfer.example.de',
      profil: { version: '2.6.1.1.0', soapAction: 'urn', stsMitWsaAction: false },
      benutzername: 'makler02',
      abholzeiten: ['07:15'],
      aktiv: true,
      gdvEinlesen: false,
      passwort: 'geheim',
    });
  });

  it('zeigt das gespeicherte Passwort nie und sendet ein Passwort nur, wenn es getippt wurde', () => {
    const entwurf = entwurfVon(gespeichert);
    expect(entwurf.passwort).toBe('');
    const ohne = pruefeZugang(entwurf, false);
    expect(ohne.fehler).toEqual({});
    expect(ohne.daten).not.toHaveProperty('passwort');
    expect(ohne.daten?.profil).toEqual(gespeichert.profil);
    expect(ohne.daten?.abholzeiten).toEqual(['06:00', '18:30']);
    // Spaces are part of a password.
    expect(pruefeZugang({ ...entwurf, passwort: ' neu ' }, false).daten?.passwort).toBe(' neu ');
  });

  it('zeigt das gespeicherte Zertifikat nie, sendet eines nur, wenn getippt, und entfernt es auf Wunsch', () => {
    const entwurf = entwurfVon(gespeichert);
    expect(entwurf).toMatchObject({
      'zertifikat.pem': '',
      'zertifikat.schluessel': '',
      'zertifikat.passphrase': '',
      zertifikatEntfernen: false,
    });
    const ohne = pruefeZugang(entwurf, false);
    expect(ohne.fehler).toEqual({});
    expect(ohne.daten).not.toHaveProperty('zertifikat');
    expect(ohne.daten).not.toHaveProperty('zertifikatEntfernen');

    const mit = pruefeZugang(
      { ...entwurf, 'zertifikat.pem': ZERTIFIKAT, 'zertifikat.schluessel': SCHLUESSEL },
      false,
    );
    expect(mit.fehler).toEqual({});
    expect(mit.daten?.zertifikat).toEqual({ pem: ZERTIFIKAT, schluessel: SCHLUESSEL });
    // A passphrase only when typed, and as typed.
    const mitPassphrase = pruefeZugang(
      {
        ...entwurf,
        'zertifikat.pem': ZERTIFIKAT,
        'zertifikat.schluessel': SCHLUESSEL,
        'zertifikat.passphrase': ' geheim ',
      },
      false,
    );
    expect(mitPassphrase.daten?.zertifikat?.passphrase).toBe(' geheim ');

    const entfernen = pruefeZugang({ ...entwurf, zertifikatEntfernen: true }, false);
    expect(entfernen.fehler).toEqual({});
    expect(entfernen.daten?.zertifikatEntfernen).toBe(true);
    expect(eingabeAus(entwurf)).not.toHaveProperty('zertifikatEntfernen');
  });

  it('nennt beim Zertifikat das fehlende oder falsche Feld; neu und entfernen zugleich beim Schalter', () => {
    const nurSchluessel = pruefeZugang(ausgefuellt({ 'zertifikat.schluessel': SCHLUESSEL }), true);
    expect(nurSchluessel.daten).toBeUndefined();
    expect(nurSchluessel.fehler).toEqual({
      'zertifikat.pem': 'Bitte fügen Sie das Zertifikat im PEM-Format ein (-----BEGIN CERTIFICATE----- …).',
    });
    const vertauscht = pruefeZugang(
      ausgefuellt({ 'zertifikat.pem': SCHLUESSEL, 'zertifikat.schluessel': ZERTIFIKAT }),
      true,
    );
    expect(Object.keys(vertauscht.fehler).sort()).toEqual(['zertifikat.pem', 'zertifikat.schluessel']);
    const beides = pruefeZugang(
      {
        ...entwurfVon(gespeichert),
        'zertifikat.pem': ZERTIFIKAT,
        'zertifikat.schluessel': SCHLUESSEL,
        zertifikatEntfernen: true,
      },
      false,
    );
    expect(beides.fehler).toEqual({
      zertifikatEntfernen: 'Ein neues Zertifikat und „Zertifikat entfernen“ schließen sich aus.',
    });
    expect(T.zertifikatGesetzt).toBe('Ein Zertifikat ist gespeichert.');
    expect(T.felder.zertifikatEntfernen).toBe('Zertifikat entfernen');
  });

  it('nennt den Fehler beim Feld: Profil und Abholzeiten mit ihrem Pfad, Muster in Worten (Abholzeiten ohne Sekunden)', () => {
    const { fehler } = pruefeZugang(
      ausgefuellt({
        'profil.version': '2.6',
        'profil.kategorie': '12',
        abholzeiten: ['08:00', '25:00', '7:5'],
      }),
      true,
    );
    expect(fehler).toEqual({
      'profil.version': T.versionFormat,
      'profil.kategorie': T.kategorieFormat,
      'abholzeiten.1': MELDUNGEN.uhrzeitOhneSekundenUngueltig,
      'abholzeiten.2': MELDUNGEN.uhrzeitOhneSekundenUngueltig,
    });
  });

  it('übernimmt BestaetigeLieferungen als nicht senden, ja oder nein', () => {
    expect(eingabeAus(ausgefuellt({ 'profil.bestaetigeLieferungen': 'ja' })).profil).toMatchObject({
      bestaetigeLieferungen: true,
    });
    expect(eingabeAus(ausgefuellt({ 'profil.bestaetigeLieferungen': 'nein' })).profil).toMatchObject({
      bestaetigeLieferungen: false,
    });
    expect(eingabeAus(ausgefuellt())).not.toHaveProperty('profil.bestaetigeLieferungen');
    expect(
      entwurfVon({ ...gespeichert, profil: { ...gespeichert.profil, bestaetigeLieferungen: undefined } })[
        'profil.bestaetigeLieferungen'
      ],
    ).toBe('nichtSenden');
  });
});

describe('Zugangsseite: Adresse', () => {
  it('nennt einen Zugang mit seiner Nummer oder „neu“, sonst keinen', () => {
    expect(zielAusPfad('7')).toBe(7);
    expect(zielAusPfad('neu')).toBe('neu');
    expect(zielAusPfad(undefined)).toBe('neu');
    expect(zielAusPfad('7a')).toBeUndefined();
    expect(zielAusPfad('-1')).toBeUndefined();
    expect(zielAusPfad('9'.repeat(20))).toBeUndefined();
  });

  it('baut die Adresse aus dem Namen der Gesellschaft (kodiert) und der Nummer', () => {
    expect(zugangPfad('Muster Versicherung AG', 7)).toBe(
      '/intern/configs/externe-zugaenge/configs-extern-zugang-edit/Muster%20Versicherung%20AG/7',
    );
    expect(zugangPfad('A/B', 'neu')).toBe(
      '/intern/configs/externe-zugaenge/configs-extern-zugang-edit/A%2FB/neu',
    );
    expect(zugangPfad('', 3)).toBe('/intern/configs/externe-zugaenge/configs-extern-zugang-edit/-/3');
  });

  it('bietet nur Gesellschaften an und wählt die der Adresse vor (Nummer oder Name)', () => {
    const optionen = gesellschaftsOptionen([
      { label: 'Muster Versicherung AG', value: '1' },
      { label: 'Nordstern Lebensversicherung AG', value: '2' },
      { label: '4711 (unbekannt)', value: '4711 (unbekannt)' },
    ]);
    expect(optionen).toEqual([
      { label: 'Muster Versicherung AG', value: 1 },
      { label: 'Nordstern Lebensversicherung AG', value: 2 },
    ]);
    expect(gesellschaftAusPfad('2', optionen)).toBe(2);
    expect(gesellschaftAusPfad('muster versicherung ag', optionen)).toBe(1);
    expect(gesellschaftAusPfad('Unbekannt AG', optionen)).toBeNull();
    expect(gesellschaftAusPfad('-', optionen)).toBeNull();
    expect(gesellschaftAusPfad(undefined, optionen)).toBeNull();
  });
});

describe('Zugangsseite: anderer Server', () => {
  const entwurf = entwurfVon(gespeichert);

  it('ein anderer Server (Host oder Port) verlangt Passwort und Zertifikat erneut; ein anderer Pfad nicht', () => {
    expect(
      pruefeZugang({ ...entwurf, stsUrl: 'https://sts.example.de/410/neu' }, false, gespeichert).fehler,
    ).toEqual({});
    for (const aenderung of [
      { stsUrl: 'https://sts.angreifer.example/sts' },
      { transferUrl: 'https://transfer.example.de:8443/430' },
    ]) {
      const { daten, fehler } = pruefeZugang({ ...entwurf, ...aenderung }, false, gespeichert);
      expect(daten).toBeUndefined();
      expect(fehler).toEqual({
        passwort: T.passwortNachServerwechsel,
        'zertifikat.pem': T.zertifikatNachServerwechsel,
      });
    }
  });

  it('mit Passwort und Zertifikat, oder mit Passwort und ohne Zertifikat, geht es', () => {
    const woanders = { ...entwurf, stsUrl: 'https://sts.angreifer.example/sts', passwort: 'neu' };
    const mit = { ...woanders, 'zertifikat.pem': ZERTIFIKAT, 'zertifikat.schluessel': SCHLUESSEL };
    expect(pruefeZugang(mit, false, gespeichert).fehler).toEqual({});
    expect(pruefeZugang({ ...woanders, zertifikatEntfernen: true }, false, gespeichert).fehler).toEqual({});
    expect(pruefeZugang(woanders, false, { ...gespeichert, zertifikatGesetzt: false }).fehler).toEqual({});
  });
});

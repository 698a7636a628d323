import { describe, expect, it } from 'vitest';
import { ABHOL_TEXTE, DOWNLOAD_UEBERSICHT_TEXTE as T } from '@lieferdesk/shared';
import {
  entwurfAusAdresse,
  filterAnfrage,
  formatLetzteAbholung,
  istUeberfaellig,
  LEERER_FILTER,
  mitUhrzeit,
  statusPfad,
  statusSymbol,
  zeilenStatus,
} from '../src/pages/downloadUebersicht/uebersicht';

const STUNDE = 60 * 60 * 1000;
const jetzt = new Date(2026, 2, 10, 12, 0);
const vor = (stunden: number) => new Date(jetzt.getTime() - stunden * STUNDE).toISOString();

describe('Download-Übersicht: Status-Symbol (Referenz §4)', () => {
  it('ohne Status ein Haken; „niemals“ kein Symbol; „alt“ der Download; sonst ein Kreuz', () => {
    expect(statusSymbol(undefined)).toBe('haken');
    expect(statusSymbol('')).toBe('haken');
    expect(statusSymbol('  ')).toBe('haken');
    expect(statusSymbol('niemals abgeholt')).toBe('keins');
    expect(statusSymbol('Daten zu alt')).toBe('download');
    expect(statusSymbol('Fehler')).toBe('kreuz');
    expect(statusSymbol('Anmeldung abgelehnt')).toBe('kreuz');
  });

  it('achtet nicht auf Groß- und Kleinschreibung, „niemals“ vor „alt“', () => {
    expect(statusSymbol('Niemals abgeholt')).toBe('keins');
    expect(statusSymbol('Alte Daten')).toBe('download');
    expect(statusSymbol('NIEMALS – alte Daten')).toBe('keins');
  });
});

describe('Download-Übersicht: überfällig nach 72 Stunden (Referenz §4, §9)', () => {
  it('ist rot erst nach mehr als 72 Stunden, und wenn nie abgeholt wurde', () => {
    expect(istUeberfaellig(vor(71), jetzt)).toBe(false);
    expect(istUeberfaellig(vor(72), jetzt)).toBe(false);
    expect(istUeberfaellig(vor(72.01), jetzt)).toBe(true);
    expect(istUeberfaellig(undefined, jetzt)).toBe(true);
    expect(istUeberfaellig('kein Datum', jetzt)).toBe(true);
    // A calendar day alone counts from its midnight.
    expect(istUeberfaellig('2026-03-07', jetzt)).toBe(true);
    expect(istUeberfaellig('2026-03-08', jetzt)).toBe(false);
  });

  it('färbt jedes Symbol nach dem Alter und zeigt den Fehler nur beim Kreuz', () => {
    expect(zeilenStatus({ status: undefined, lastSuccess: vor(1) }, jetzt)).toEqual({
      symbol: 'haken',
      farbe: 'gruen',
      ueberfaellig: false,
    });
    expect(zeilenStatus({ status: 'Fehler', lastSuccess: vor(100), fehler: 'STS: 401' }, jetzt)).toEqual({
      symbol: 'kreuz',
      farbe: 'rot',
      ueberfaellig: true,
      ueberfaelligGrund: T.ueberfaelligTitel,
      fehler: 'STS: 401',
    });
    expect(zeilenStatus({ status: 'Daten zu alt', lastSuccess: vor(1), fehler: 'x' }, jetzt)).toEqual({
      symbol: 'download',
      farbe: 'gruen',
      ueberfaellig: false,
    });
    expect(zeilenStatus({ status: 'niemals abgeholt' }, jetzt)).toMatchObject({
      symbol: 'keins',
      farbe: 'rot',
    });
  });

  it('nennt die 72 Stunden nur, wo es eine erfolgreiche Abholung gab', () => {
    // A new access that never ran says so.
    const nie = zeilenStatus({ status: ABHOL_TEXTE.status.niemals }, jetzt);
    expect(nie).toMatchObject({ ueberfaellig: true, ueberfaelligGrund: T.nieAbgeholtTitel });
    // Its runs all failed: no successful pickup yet.
    expect(
      zeilenStatus({ status: ABHOL_TEXTE.status.fehlgeschlagen, fehler: 'STS: 401' }, jetzt)
        .ueberfaelligGrund,
    ).toBe(T.keinErfolgTitel);
    expect(
      zeilenStatus({ status: ABHOL_TEXTE.status.veraltet, lastSuccess: vor(100) }, jetzt).ueberfaelligGrund,
    ).toBe(T.ueberfaelligTitel);
    expect(zeilenStatus({ lastSuccess: vor(1) }, jetzt).ueberfaelligGrund).toBeUndefined();
  });
});

describe('Download-Übersicht: letzte Abholung DD.MM.YYYY HH:mm (Referenz §9)', () => {
  it('hängt an eine Zeit unter 16 Zeichen „ 00:00“ an', () => {
    expect(mitUhrzeit('05.01.2026')).toBe('05.01.2026 00:00');
    expect(mitUhrzeit('05.01.2026 09:07')).toBe('05.01.2026 09:07');
    expect(mitUhrzeit('')).toBe('');
  });

  it('zeigt einen Zeitpunkt mit Uhrzeit, einen Tag um 00:00, nichts ohne Abholung', () => {
    expect(formatLetzteAbholung(new Date(2026, 0, 5, 9, 7, 42).toISOString())).toBe('05.01.2026 09:07');
    expect(formatLetzteAbholung('2026-01-05')).toBe('05.01.2026 00:00');
    expect(formatLetzteAbholung(undefined)).toBe('');
    expect(formatLetzteAbholung('unlesbar')).toBe('');
  });
});

describe('Download-Übersicht: Filter', () => {
  it('lässt leere Felder weg; ein gewählter Tag ist von und bis', () => {
    expect(filterAnfrage({ gesellschaft: '  ', zeitraum: null, status: null })).toEqual({});
    expect(
      filterAnfrage({
        gesellschaft: ' Muster ',
        zeitraum: [new Date(2026, 0, 5), new Date(2026, 0, 9)],
        status: 'fehlgeschlagen',
      }),
    ).toEqual({
      gesellschaft: 'Muster',
      lezteAbholungVon: '2026-01-05',
      lezteAbholungBis: '2026-01-09',
      status: 'fehlgeschlagen',
    });
    expect(filterAnfrage({ gesellschaft: '', zeitraum: [new Date(2026, 0, 5), null], status: null })).toEqual(
      {
        lezteAbholungVon: '2026-01-05',
        lezteAbholungBis: '2026-01-05',
      },
    );
  });

  it('nimmt den Status aus der Adresse eines Links (der Übersicht), sonst nichts', () => {
    const pfad = statusPfad('/intern/bipro/download-uebersicht', 'ueberfaellig');
    expect(pfad).toBe('/intern/bipro/download-uebersicht?status=ueberfaellig');
    expect(entwurfAusAdresse(new URL(pfad, 'http://x').searchParams)).toEqual({
      ...LEERER_FILTER,
      status: 'ueberfaellig',
    });
    expect(entwurfAusAdresse(new URLSearchParams(''))).toBeUndefined();
    expect(entwurfAusAdresse(new URLSearchParams('status=alles'))).toBeUndefined();
  });
});

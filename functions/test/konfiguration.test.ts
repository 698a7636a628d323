/**
 * The settings from the environment: typed, with their defaults, a wrong value a configuration
 * error naming its variable — and read where used, so a changed environment counts at once.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOECHSTE_LIEFERUNGEN_JE_LAUF } from '@lieferdesk/events';
import { HOECHSTE_UPLOAD_BYTES } from '@lieferdesk/shared';
import { konfiguration, pflichtWert } from '../src/konfiguration';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('Konfiguration', () => {
  it('Pflichtwerte: fehlend oder leer ein Fehler erst beim Lesen, mit dem Namen der Variablen', () => {
    expect(() => konfiguration.inboxBucket({})).toThrow('INBOX_BUCKET ist nicht gesetzt');
    expect(() => konfiguration.dokumenteBucket({ DOKUMENTE_BUCKET: '' })).toThrow(
      'DOKUMENTE_BUCKET ist nicht gesetzt',
    );
    expect(konfiguration.inboxBucket({ INBOX_BUCKET: 'eingang' })).toBe('eingang');
    expect(() => konfiguration.streckenArn('abholen', {})).toThrow('ABHOLSTRECKE_ARN ist nicht gesetzt');
    expect(konfiguration.streckenArn('lesen', { LESESTRECKE_ARN: 'arn:lesen' })).toBe('arn:lesen');
    expect(pflichtWert('ZEITPLAN_GRUPPE', { ZEITPLAN_GRUPPE: 'lieferdesk' })).toBe('lieferdesk');
  });

  it('Zahlen: leer der Standard, sonst eine ganze Zahl im erlaubten Bereich', () => {
    expect(konfiguration.lieferungenJeLauf({})).toBe(HOECHSTE_LIEFERUNGEN_JE_LAUF);
    expect(konfiguration.lieferungenJeLauf({ ABHOL_LIEFERUNGEN_JE_LAUF: ' 3 ' })).toBe(3);
    expect(() =>
      konfiguration.lieferungenJeLauf({
        ABHOL_LIEFERUNGEN_JE_LAUF: String(HOECHSTE_LIEFERUNGEN_JE_LAUF + 1),
      }),
    ).toThrow(`ABHOL_LIEFERUNGEN_JE_LAUF ist keine ganze Zahl von 1 bis ${HOECHSTE_LIEFERUNGEN_JE_LAUF}`);
    expect(konfiguration.uploadHoechsteBytes({ UPLOAD_HOECHSTE_BYTES: '' })).toBe(HOECHSTE_UPLOAD_BYTES);
    expect(() => konfiguration.uploadHoechsteBytes({ UPLOAD_HOECHSTE_BYTES: '1.5' })).toThrow(
      'UPLOAD_HOECHSTE_BYTES ist keine positive ganze Zahl: 1.5',
    );
  });

  it('lokale Einstellungen: leerer Endpunkt ist keiner, lokale Dienste nur mit 1', () => {
    expect(konfiguration.s3Endpoint({ S3_ENDPOINT: '' })).toBeUndefined();
    expect(konfiguration.s3Endpoint({ S3_ENDPOINT: 'http://127.0.0.1:4569' })).toBe('http://127.0.0.1:4569');
    expect(konfiguration.lokaleDienste({ BIPRO_LOKALE_DIENSTE: 'true' })).toBe(false);
    expect(konfiguration.lokaleDienste({ BIPRO_LOKALE_DIENSTE: '1' })).toBe(true);
    expect(konfiguration.region({})).toBeUndefined();
  });

  it('liest die Umgebung beim Gebrauch: eine geänderte Variable gilt sofort', () => {
    vi.stubEnv('INBOX_BUCKET', 'erster');
    expect(konfiguration.inboxBucket()).toBe('erster');
    vi.stubEnv('INBOX_BUCKET', 'zweiter');
    expect(konfiguration.inboxBucket()).toBe('zweiter');
    vi.stubEnv('INBOX_BUCKET', '');
    expect(() => konfiguration.inboxBucket()).toThrow('INBOX_BUCKET ist nicht gesetzt');
  });
});

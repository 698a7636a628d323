/**
 * The inbox trigger's decision for a delivery whose registration failed: a domain error is a
 * refusal with its German reason and is not tried again, a vanished object is skipped, anything
 * else is tried again by S3. (The trigger against S3 and DynamoDB: test/integration.)
 */
import { NoSuchKey } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { LESE_TEXTE } from '@lieferdesk/shared';
import { konflikt, nichtGefunden, ungueltig } from '../../src/domain/fehler';
import { fehlgeschlageneAnkunft } from '../../src/ereignisse/datei-angekommen';

const KEY = 'eingang/Courtage März.csv';

describe('S3-Auslöser: fehlgeschlagene Registrierung', () => {
  it('vermerkt einen Fachfehler als Ablehnung mit seinem deutschen Grund und wiederholt nicht', () => {
    for (const fehler of [
      konflikt(LESE_TEXTE.dateiGesperrt(7, '01.03.2026 10:00')),
      nichtGefunden(LESE_TEXTE.dateiNichtGefunden(7)),
      ungueltig(LESE_TEXTE.interfaceIdUnbekannt(4711)),
    ]) {
      expect(fehlgeschlageneAnkunft(KEY, fehler)).toEqual({
        ankunft: { art: 'abgelehnt', key: KEY, grund: fehler.message },
        wiederholen: false,
      });
    }
  });

  it('übergeht ein inzwischen gelöschtes Objekt und lässt S3 alles andere wiederholen', () => {
    const weg = new NoSuchKey({ message: 'The specified key does not exist.', $metadata: {} });
    expect(fehlgeschlageneAnkunft(KEY, weg)).toMatchObject({ ankunft: { art: 'fehlt' }, wiederholen: false });
    expect(fehlgeschlageneAnkunft(KEY, new Error('Tabelle nicht erreichbar'))).toEqual({
      ankunft: { art: 'fehler', key: KEY, grund: 'Tabelle nicht erreichbar' },
      wiederholen: true,
    });
  });
});

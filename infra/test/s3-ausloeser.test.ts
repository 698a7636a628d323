// @vitest-environment node
/**
 * The local stand-in for the inbox's ObjectCreated trigger: which of the local S3's events reach
 * the handler, and in which shape (the one S3 sends: URL-encoded key, one record).
 */
import { describe, expect, it } from 'vitest';
import { objektSchluessel, s3Benachrichtigung, type S3Benachrichtigung } from '@lieferdesk/events';
import { ereignisSchluessel, inboxAusloeser } from '../local/s3-ausloeser';

/** What s3rver emits for a PUT: the key as written, not encoded. */
const s3rverEreignis = (bucket: string, key: string, eventName = 'ObjectCreated:Put') => ({
  Records: [
    {
      eventVersion: '2.0',
      eventSource: 'aws:s3',
      awsRegion: 'us-east-1',
      eventTime: new Date().toISOString(),
      eventName,
      s3: {
        s3SchemaVersion: '1.0',
        bucket: { name: bucket, arn: `arn:aws:s3: : :${bucket}` },
        object: { key, size: 42, eTag: 'abc', sequencer: '1' },
      },
    },
  ],
});

describe('lokaler S3-Auslöser des Eingangs', () => {
  it('kodiert Schlüssel wie S3, und objektSchluessel macht es rückgängig', () => {
    for (const key of ['eingang/Courtage März.csv', 'eingang/a+b%c&d.txt', 'eingang/ordner/x y/z.gdv']) {
      expect(objektSchluessel(ereignisSchluessel(key))).toBe(key);
    }
    expect(ereignisSchluessel('eingang/Courtage März.csv')).toBe('eingang/Courtage+M%C3%A4rz.csv');
  });

  it('ruft den Handler nur für neue Objekte unter eingang/ im Eingangs-Bucket', async () => {
    const erhalten: S3Benachrichtigung[] = [];
    const ausloeser = inboxAusloeser({
      bucket: 'inbox',
      region: 'eu-central-1',
      handler: async (e) => void erhalten.push(e),
    });
    ausloeser.ereignis(s3rverEreignis('inbox', 'eingang/Bestand März.gdv'));
    ausloeser.ereignis(s3rverEreignis('inbox', 'upload/1234'));
    ausloeser.ereignis(s3rverEreignis('andere', 'eingang/x.gdv'));
    ausloeser.ereignis(s3rverEreignis('inbox', 'eingang/weg.gdv', 'ObjectRemoved:Delete'));
    ausloeser.ereignis({ kein: 'Ereignis' });
    await ausloeser.warteAufAlle();

    expect(erhalten).toHaveLength(1);
    const ereignis = s3Benachrichtigung.parse(erhalten[0]);
    expect(ereignis.Records).toHaveLength(1);
    expect(ereignis.Records[0]!.s3.object.key).toBe('eingang/Bestand+M%C3%A4rz.gdv');
    expect(ereignis.Records[0]!.s3.bucket.name).toBe('inbox');
    expect(erhalten[0]).toMatchObject({
      Records: [{ awsRegion: 'eu-central-1', eventName: 'ObjectCreated:Put' }],
    });
  });

  it('meldet und behält Fehler des Handlers, ohne zu werfen', async () => {
    const meldungen: string[] = [];
    const ausloeser = inboxAusloeser({
      bucket: 'inbox',
      region: 'eu-central-1',
      handler: async () => {
        throw new Error('Tabelle nicht erreichbar');
      },
      melden: (t) => meldungen.push(t),
    });
    ausloeser.ereignis(s3rverEreignis('inbox', 'eingang/a.gdv'));
    expect(ausloeser.offen()).toBe(1);
    await ausloeser.warteAufAlle();
    expect(ausloeser.offen()).toBe(0);
    expect(meldungen).toEqual([expect.stringContaining('Tabelle nicht erreichbar')]);
    expect(ausloeser.fehler.map((f) => f.key)).toEqual(['eingang/a.gdv']);
  });
});

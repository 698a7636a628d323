/**
 * `npm run openapi`: writes the API description (shared/src/routes/apiBeschreibung.ts) to
 * docs/openapi.json, the copy a reader finds in the repository. A test fails while the copy
 * differs from what the route table describes.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { apiBeschreibung } from '@lieferdesk/shared';

export const API_BESCHREIBUNG_DATEI = resolve(import.meta.dirname, '../../docs/openapi.json');

/** The document as the file holds it. */
export const apiBeschreibungText = (): string => `${JSON.stringify(apiBeschreibung(), null, 2)}\n`;

if (process.argv[1] === import.meta.filename) {
  writeFileSync(API_BESCHREIBUNG_DATEI, apiBeschreibungText());
  console.log(`${API_BESCHREIBUNG_DATEI} geschrieben.`);
}

import { ROUTEN } from '@lieferdesk/shared';
import { schnittstellenVerwaltung } from '../schnittstellen/verwaltung';
import { DateiFehler, testeSchnittstelle } from '../formate/schnittstellen';
import { apiHandler } from '../http/api-handler';
import { ungueltig } from '../domain/fehler';

/**
 * Reads an uploaded sample through a built-in or stored interface (404 if unknown) and answers
 * the results per line; stores nothing. A refused file or an unusable definition is 400 with the
 * reader's message. The body schema already refused samples over 1 MB.
 */
export const handler = apiHandler(ROUTEN.schnittstelleTesten, async ({ query, body }) => {
  const { schnittstelle, alle } = await schnittstellenVerwaltung().zumLesen(query.id);
  try {
    return await testeSchnittstelle(schnittstelle, {
      alle,
      dateiname: body.dateiname,
      bytes: Buffer.from(body.inhalt, 'base64'),
    });
  } catch (fehler) {
    if (fehler instanceof DateiFehler) throw ungueltig(fehler.message);
    throw fehler;
  }
});

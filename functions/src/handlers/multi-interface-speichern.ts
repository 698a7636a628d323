import { MELDUNGEN, ROUTEN } from '@lieferdesk/shared';
import { schnittstellenVerwaltung } from '../schnittstellen/verwaltung';
import { apiHandler } from '../http/api-handler';
import { ungueltig } from '../domain/fehler';

/** `name` is the old lfdno of the edited sub-interface (reference §7 "&name={old}"); absent when new. */
function alteLfdno(name: string | undefined): number | undefined {
  if (name === undefined || name.trim() === '') return undefined;
  const lfdno = Number(name);
  if (!Number.isInteger(lfdno)) {
    const grund = MELDUNGEN.multiLfdnoUngueltig;
    throw ungueltig(`${MELDUNGEN.ungueltigeAnfrage} query.name: ${grund}`, [{ feld: 'query.name', grund }]);
  }
  return lfdno;
}

export const handler = apiHandler(ROUTEN.multiInterfaceSpeichern, async ({ query, body }) => {
  await schnittstellenVerwaltung().multiSpeichern(query.interface, alteLfdno(query.name), body);
  return {};
});

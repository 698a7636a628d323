import type { ZugangEingabe } from '@lieferdesk/shared';
import { eindeutigeMarke } from './eindeutig';

/**
 * A BiPRO access as the access page saves it, named `{art} {unique mark}` (other tests' accesses
 * beside it): inactive, no download times, at servers of the insurer no one reaches.
 */
export const zugangEingabe = (art: string, o: Partial<ZugangEingabe> = {}): ZugangEingabe => ({
  gesellschaftId: 1,
  extZugangBezeichnung: `${art} ${eindeutigeMarke()}`,
  maklernr: '10001',
  stsUrl: 'https://sts.muster.example/410',
  transferUrl: 'https://transfer.muster.example/430',
  profil: { version: '2.6.1.1.0', soapAction: 'urn', stsMitWsaAction: false },
  benutzername: 'makler',
  abholzeiten: [],
  aktiv: false,
  gdvEinlesen: false,
  ...o,
});

/** The profile's rules the client applies (its schema and the differences: shared biproProfil.ts). */
import type { BiproProfil } from '@lieferdesk/shared';

/** 2.1.x or later: decides the operations' casing and BiPROVersion's namespace. */
export const istVersion21 = (p: Pick<BiproProfil, 'version'>): boolean => /^2\.1\./.test(p.version);

/** A profile of the current norm as most insurers run it. */
export const STANDARD_PROFIL: BiproProfil = {
  version: '2.6.1.1.0',
  soapAction: 'urn',
  stsMitWsaAction: false,
};

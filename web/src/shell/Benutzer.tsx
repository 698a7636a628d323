import type { AntwortVon, ROUTEN } from '@lieferdesk/shared';
import { createContext, useContext } from 'react';

/** The signed-in user as the API sees him (`GET /benutzer/ich`): roles, broker scope, rights. */
export type Ich = AntwortVon<typeof ROUTEN.ich>;

export const BenutzerKontext = createContext<Ich | null>(null);

export function useBenutzer(): Ich {
  const ich = useContext(BenutzerKontext);
  if (!ich) throw new Error('useBenutzer außerhalb des angemeldeten Bereichs');
  return ich;
}

import type { Rolle } from '@lieferdesk/shared';

export interface DemoBenutzer {
  username: string;
  rollen: Rolle[];
  maklernr?: string;
  struktur?: string[];
}

/** Every demo user signs in with this password (listed in the README). Local use only. */
export const DEMO_PASSWORT = 'Lieferdesk-2026!';

/**
 * One demo user per role (exactly that role, so the authorization matrix can test each role
 * alone), plus one everyday internal user with the usual combination of rights and an external
 * broker with the import right.
 */
export const DEMO_BENUTZER: DemoBenutzer[] = [
  { username: 'admin', rollen: ['INTERN', 'VIEW_INTERN', 'KATEGORIEN_SETZEN', 'DATEN_IMPORT'] },
  { username: 'intern', rollen: ['INTERN'] },
  { username: 'fa', rollen: ['FA'], maklernr: '10001' },
  { username: 'fk', rollen: ['FK'], maklernr: '10002' },
  { username: 'makler', rollen: ['EXTERNER_MAKLER'], maklernr: '20001' },
  { username: 'importsicht', rollen: ['IS_DATEN_IMPORT_VISIBLE'], maklernr: '10001' },
  { username: 'maklerintern', rollen: ['VIEW_BROKER_AS_INTERN'], maklernr: '10001' },
  { username: 'viewintern', rollen: ['VIEW_INTERN'] },
  { username: 'datenimport', rollen: ['DATEN_IMPORT'], maklernr: '10002' },
  { username: 'kategorien', rollen: ['KATEGORIEN_SETZEN'] },
  { username: 'struktur', rollen: ['BIPRO_STRUKTUR'], maklernr: '10000', struktur: ['10001', '10002'] },
  { username: 'fpplus', rollen: ['FP_PLUS'], maklernr: '10000', struktur: ['10001', '10002'] },
  // An external broker who may use the data import (file-name search only, reference §5).
  { username: 'maklerimport', rollen: ['EXTERNER_MAKLER', 'IS_DATEN_IMPORT_VISIBLE'], maklernr: '20001' },
];

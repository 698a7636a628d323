/**
 * Which roles grant a permission, derived from the rules themselves (permissions.ts) rather than
 * written down beside them: every smallest set of at most two roles with which a user holds it.
 * The rules combine at most two roles (FA with VIEW_BROKER_AS_INTERN), so these sets are all
 * there are; the test checks that no larger smallest set exists.
 */
import { hatBerechtigung, type Berechtigung } from './permissions';
import { ROLLEN, type Rolle } from './roles';

const haelt = (berechtigung: Berechtigung, rollen: Rolle[]) =>
  hatBerechtigung({ id: 'beschreibung', name: 'beschreibung', rollen, struktur: [] }, berechtigung);

/** Sets of roles, each smallest; `[[]]` when every signed-in user holds the permission. */
export function rollenDerBerechtigung(berechtigung: Berechtigung, hoechstens = 2): Rolle[][] {
  const saetze: Rolle[][] = [[]];
  for (let groesse = 1; groesse <= hoechstens; groesse++)
    for (const satz of saetze.filter((s) => s.length === groesse - 1))
      for (const rolle of ROLLEN)
        if (ROLLEN.indexOf(rolle) > Math.max(-1, ...satz.map((r) => ROLLEN.indexOf(r))))
          saetze.push([...satz, rolle]);
  const gewaehrend = saetze.filter((s) => haelt(berechtigung, s));
  return gewaehrend.filter(
    (s) => !gewaehrend.some((t) => t.length < s.length && t.every((r) => s.includes(r))),
  );
}

/**
 * Seeds the demo data through the same repositories the handlers use. Idempotent: a restart
 * on kept data neither duplicates nor overwrites what users changed.
 */
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  UsernameExistsException,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { CLAIM_MAKLERNR, CLAIM_STRUKTUR } from '@lieferdesk/shared';
import type { Datenbank } from '@lieferdesk/functions/data/datenbank';
import { gesellschaftenRepository } from '@lieferdesk/functions/data/repositories/gesellschaften';
import { kategorieAusnahmenRepository } from '@lieferdesk/functions/data/repositories/kategorieAusnahmen';
import { kategorienRepository } from '@lieferdesk/functions/data/repositories/kategorien';
import { maklerRepository } from '@lieferdesk/functions/data/repositories/makler';
import { Konflikt } from '@lieferdesk/functions/domain/fehler';
import { demoBestandEinspielen } from './bestand';
import { DEMO_BENUTZER, DEMO_PASSWORT } from './benutzer';
import { DEMO_AUSGENOMMENE_KATEGORIE, DEMO_GESELLSCHAFTEN, DEMO_KATEGORIEN, DEMO_MAKLER } from './stammdaten';

export async function demoBenutzerAnlegen(client: CognitoIdentityProviderClient, userPoolId: string) {
  for (const b of DEMO_BENUTZER) {
    const attribute = [
      ...(b.maklernr ? [{ Name: CLAIM_MAKLERNR, Value: b.maklernr }] : []),
      ...(b.struktur ? [{ Name: CLAIM_STRUKTUR, Value: b.struktur.join(',') }] : []),
    ];
    try {
      await client.send(
        new AdminCreateUserCommand({
          UserPoolId: userPoolId,
          Username: b.username,
          MessageAction: 'SUPPRESS',
          UserAttributes: attribute,
        }),
      );
    } catch (fehler) {
      if (fehler instanceof UsernameExistsException) continue;
      throw fehler;
    }
    await client.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: userPoolId,
        Username: b.username,
        Password: DEMO_PASSWORT,
        Permanent: true,
      }),
    );
    for (const rolle of b.rollen) {
      await client.send(
        new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: b.username, GroupName: rolle }),
      );
    }
  }
}

export async function demoStammdatenEinspielen(db: Datenbank) {
  const gesellschaften = gesellschaftenRepository(db);
  for (const g of DEMO_GESELLSCHAFTEN) await gesellschaften.speichern(g);
  const makler = maklerRepository(db);
  for (const m of DEMO_MAKLER) await makler.speichern(m);
  const kategorien = kategorienRepository(db);
  for (const k of DEMO_KATEGORIEN) {
    try {
      await kategorien.anlegen(k);
    } catch (fehler) {
      if (!(fehler instanceof Konflikt)) throw fehler;
    }
  }
  const { gesellschaftId, gevoArt } = DEMO_AUSGENOMMENE_KATEGORIE;
  await kategorieAusnahmenRepository(db).setzen(gesellschaftId, gevoArt, new Date().toISOString());
  await demoBestandEinspielen(db);
}

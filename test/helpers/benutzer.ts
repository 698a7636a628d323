/**
 * A user of a test's own in the stack's local Cognito (its admin calls, directly — the web's
 * pass-through refuses them): for combinations of roles no demo user holds, and for a test that
 * changes what it signs in with (the account page changes the password).
 */
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  UsernameExistsException,
} from '@aws-sdk/client-cognito-identity-provider';
import { inject } from 'vitest';
import type { Rolle } from '@lieferdesk/shared';
import { cognitoClient } from '../../infra/local/cognito';
import { DEMO_PASSWORT } from '../../infra/local/demo/benutzer';

/** Creates the user with the demo password and the roles; one that exists already is kept as it is. */
export async function benutzerAnlegen(username: string, rollen: Rolle[] | string[], maklernr?: string) {
  const { cognito } = inject('stack');
  const client = cognitoClient(cognito.endpoint);
  try {
    await client.send(
      new AdminCreateUserCommand({
        UserPoolId: cognito.userPoolId,
        Username: username,
        MessageAction: 'SUPPRESS',
        UserAttributes: maklernr === undefined ? [] : [{ Name: 'custom:maklernr', Value: maklernr }],
      }),
    );
  } catch (fehler) {
    if (fehler instanceof UsernameExistsException) return;
    throw fehler;
  }
  await client.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: cognito.userPoolId,
      Username: username,
      Password: DEMO_PASSWORT,
      Permanent: true,
    }),
  );
  for (const rolle of rollen)
    await client.send(
      new AdminAddUserToGroupCommand({
        UserPoolId: cognito.userPoolId,
        Username: username,
        GroupName: rolle,
      }),
    );
}

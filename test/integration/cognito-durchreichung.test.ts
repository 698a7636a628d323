/**
 * The local stack's same-origin pass-through to its Cognito (`/cognito`) forwards the sign-in
 * calls the browser makes and nothing else: the local Cognito checks no credentials on admin
 * calls, so forwarding them would let anyone on loopback put himself into any group.
 */
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminListGroupsForUserCommand,
  AdminSetUserPasswordCommand,
  AssociateSoftwareTokenCommand,
  ChangePasswordCommand,
  GetTokensFromRefreshTokenCommand,
  GetUserCommand,
  InitiateAuthCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { generateSync } from 'otplib';
import { describe, expect, inject, it } from 'vitest';
import { cognitoClient } from '../../infra/local/cognito';
import { DEMO_PASSWORT } from '../../infra/local/demo/benutzer';
import { eindeutigeMarke } from '../helpers/eindeutig';

const stack = inject('stack');
const direkt = cognitoClient(stack.cognito.endpoint);
const durchgereicht = cognitoClient(`${stack.url}/cognito`);

/** A user of this test alone, in no group. */
async function neuerBenutzer(): Promise<string> {
  const username = `durchreichung-${eindeutigeMarke()}`;
  await direkt.send(
    new AdminCreateUserCommand({
      UserPoolId: stack.cognito.userPoolId,
      Username: username,
      MessageAction: 'SUPPRESS',
    }),
  );
  await direkt.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: stack.cognito.userPoolId,
      Username: username,
      Password: DEMO_PASSWORT,
      Permanent: true,
    }),
  );
  return username;
}

/** Signs in through the pass-through; the answer's tokens, or its challenge. */
function anmelden(username: string, passwort: string) {
  return durchgereicht.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: stack.cognito.clientId,
      AuthParameters: { USERNAME: username, PASSWORD: passwort },
    }),
  );
}

async function zugriffsToken(username: string, passwort = DEMO_PASSWORT): Promise<string> {
  return (await anmelden(username, passwort)).AuthenticationResult!.AccessToken!;
}

describe('/cognito im lokalen Stack', () => {
  it('reicht die Anmeldung durch', async () => {
    const antwort = await durchgereicht.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: stack.cognito.clientId,
        AuthParameters: { USERNAME: 'makler', PASSWORD: DEMO_PASSWORT },
      }),
    );
    expect(antwort.AuthenticationResult?.IdToken).toBeTruthy();
  });

  it('erneuert eine Sitzung, wie der Browser es tut (GetTokensFromRefreshToken)', async () => {
    const anmeldung = await durchgereicht.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: stack.cognito.clientId,
        AuthParameters: { USERNAME: 'makler', PASSWORD: DEMO_PASSWORT },
      }),
    );
    const erneuert = await durchgereicht.send(
      new GetTokensFromRefreshTokenCommand({
        ClientId: stack.cognito.clientId,
        RefreshToken: anmeldung.AuthenticationResult!.RefreshToken!,
      }),
    );
    const idToken = erneuert.AuthenticationResult?.IdToken;
    expect(idToken).toBeTruthy();
    const claims = JSON.parse(Buffer.from(idToken!.split('.')[1]!, 'base64url').toString());
    expect(claims['cognito:username']).toBe('makler');
    // A made-up token renews nothing.
    await expect(
      durchgereicht.send(
        new GetTokensFromRefreshTokenCommand({ ClientId: stack.cognito.clientId, RefreshToken: 'erfunden' }),
      ),
    ).rejects.toMatchObject({ $metadata: { httpStatusCode: 400 } });
  });

  it('weist Admin-Aufrufe ab: niemand macht sich über den Proxy zum INTERN', async () => {
    const username = await neuerBenutzer();
    await expect(
      durchgereicht.send(
        new AdminAddUserToGroupCommand({
          UserPoolId: stack.cognito.userPoolId,
          Username: username,
          GroupName: 'INTERN',
        }),
      ),
    ).rejects.toMatchObject({ $metadata: { httpStatusCode: 403 } });
    const { Groups } = await direkt.send(
      new AdminListGroupsForUserCommand({ UserPoolId: stack.cognito.userPoolId, Username: username }),
    );
    expect(Groups ?? []).toEqual([]);
  });

  it('weist auch rohe Admin-Aufrufe ab (AdminCreateUser)', async () => {
    const antwort = await fetch(`${stack.url}/cognito`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.AdminCreateUser',
      },
      body: JSON.stringify({ UserPoolId: stack.cognito.userPoolId, Username: 'eindringling' }),
    });
    expect(antwort.status).toBe(403);
  });

  describe('Mein Konto: Passwort ändern', () => {
    it('ändert das Passwort; danach gilt nur das neue', async () => {
      const username = await neuerBenutzer();
      await durchgereicht.send(
        new ChangePasswordCommand({
          AccessToken: await zugriffsToken(username),
          PreviousPassword: DEMO_PASSWORT,
          ProposedPassword: 'Neu-Lieferdesk-2027?',
        }),
      );
      expect((await anmelden(username, 'Neu-Lieferdesk-2027?')).AuthenticationResult?.IdToken).toBeTruthy();
      await expect(anmelden(username, DEMO_PASSWORT)).rejects.toMatchObject({
        $metadata: { httpStatusCode: 400 },
      });
    });

    it('weist ein schwaches neues Passwort nach der Regel des Pools ab, wie Cognito', async () => {
      const username = await neuerBenutzer();
      await expect(
        durchgereicht.send(
          new ChangePasswordCommand({
            AccessToken: await zugriffsToken(username),
            PreviousPassword: DEMO_PASSWORT,
            ProposedPassword: 'kurz-1A',
          }),
        ),
      ).rejects.toMatchObject({
        name: 'InvalidPasswordException',
        message: 'Password does not conform to policy: Password not long enough',
      });
      // Nothing changed.
      expect((await anmelden(username, DEMO_PASSWORT)).AuthenticationResult?.IdToken).toBeTruthy();
    });

    it('nennt ein falsches aktuelles Passwort NotAuthorizedException, wie Cognito', async () => {
      const username = await neuerBenutzer();
      await expect(
        durchgereicht.send(
          new ChangePasswordCommand({
            AccessToken: await zugriffsToken(username),
            PreviousPassword: 'Falsch-Lieferdesk-1!',
            ProposedPassword: 'Neu-Lieferdesk-2027?',
          }),
        ),
      ).rejects.toMatchObject({ name: 'NotAuthorizedException', $metadata: { httpStatusCode: 400 } });
      expect((await anmelden(username, DEMO_PASSWORT)).AuthenticationResult?.IdToken).toBeTruthy();
    });
  });

  describe('Mein Konto: Authenticator-App einrichten', () => {
    it('richtet TOTP über den Proxy ein: Schlüssel, Code, Vorzug', async () => {
      const username = await neuerBenutzer();
      const token = await zugriffsToken(username);
      const { SecretCode } = await durchgereicht.send(
        new AssociateSoftwareTokenCommand({ AccessToken: token }),
      );
      expect(SecretCode).toMatch(/^[A-Z2-7]+=*$/);
      await expect(
        durchgereicht.send(new VerifySoftwareTokenCommand({ AccessToken: token, UserCode: '000000' })),
      ).rejects.toMatchObject({ name: 'CodeMismatchException' });
      const bestaetigt = await durchgereicht.send(
        new VerifySoftwareTokenCommand({
          AccessToken: token,
          UserCode: generateSync({ secret: SecretCode! }),
        }),
      );
      expect(bestaetigt.Status).toBe('SUCCESS');
      await durchgereicht.send(
        new SetUserMFAPreferenceCommand({
          AccessToken: token,
          SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
        }),
      );
      const benutzer = await durchgereicht.send(new GetUserCommand({ AccessToken: token }));
      expect(benutzer.PreferredMfaSetting).toBe('SOFTWARE_TOKEN_MFA');
      expect(benutzer.UserMFASettingList).toEqual(['SOFTWARE_TOKEN_MFA']);
      // The local pool asks no second factor (README, "No second factor locally").
      expect((await anmelden(username, DEMO_PASSWORT)).AuthenticationResult?.IdToken).toBeTruthy();
    });
  });
});

/**
 * ChangePassword as Cognito answers it in AWS, for the local Cognito: cognito-local takes any new
 * password (it checks no policy) and answers a wrong current password with
 * InvalidPasswordException, where Cognito says NotAuthorizedException. The same-origin
 * pass-through (api-adapter.ts) asks these two functions before and after forwarding the call.
 */
import { COGNITO_PASSWORT_MELDUNG, passwortVerstoesse } from '@lieferdesk/shared';

export const PASSWORT_AENDERN = 'AWSCognitoIdentityProviderService.ChangePassword';

/** An error answer in the shape of Cognito's JSON protocol. */
export interface CognitoFehler {
  __type: string;
  message: string;
}

/**
 * The refusal of a ChangePassword request whose new password breaks the pool's policy (the first
 * rule broken, in Cognito's words), or undefined when it may be forwarded.
 */
export function passwortRegelPruefen(anfrage: unknown): CognitoFehler | undefined {
  const neu = (anfrage as { ProposedPassword?: unknown } | null)?.ProposedPassword;
  if (typeof neu !== 'string') return undefined; // the local Cognito refuses a request without it
  const [erster] = passwortVerstoesse(neu);
  return erster
    ? {
        __type: 'InvalidPasswordException',
        message: `Password does not conform to policy: ${COGNITO_PASSWORT_MELDUNG[erster]}`,
      }
    : undefined;
}

/**
 * The local Cognito's answer to a ChangePassword whose new password passed the policy check: its
 * InvalidPasswordException can then only mean the current password was wrong, which Cognito
 * answers as NotAuthorizedException. Any other answer stays as it is.
 */
export function passwortAntwortAngleichen(status: number, inhalt: string): string {
  if (status !== 400) return inhalt;
  try {
    const fehler = JSON.parse(inhalt) as Partial<CognitoFehler>;
    if (fehler.__type !== 'InvalidPasswordException') return inhalt;
    return JSON.stringify({
      __type: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    } satisfies CognitoFehler);
  } catch {
    return inhalt;
  }
}

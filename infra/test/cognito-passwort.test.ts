import { describe, expect, it } from 'vitest';
import { passwortAntwortAngleichen, passwortRegelPruefen } from '../local/cognito-passwort';

describe('ChangePassword der lokalen Cognito wie in AWS', () => {
  it('weist ein neues Passwort ab, das die Regel des Pools verletzt, mit Cognitos Meldung', () => {
    expect(
      passwortRegelPruefen({ AccessToken: 't', PreviousPassword: 'x', ProposedPassword: 'kurz' }),
    ).toEqual({
      __type: 'InvalidPasswordException',
      message: 'Password does not conform to policy: Password not long enough',
    });
    expect(passwortRegelPruefen({ ProposedPassword: 'lieferdesk-2026!' })).toEqual({
      __type: 'InvalidPasswordException',
      message: 'Password does not conform to policy: Password must have uppercase characters',
    });
  });

  it('reicht ein Passwort nach der Regel durch, und eine Anfrage ohne eines der lokalen Cognito', () => {
    expect(passwortRegelPruefen({ ProposedPassword: 'Lieferdesk-2027!' })).toBeUndefined();
    expect(passwortRegelPruefen({})).toBeUndefined();
    expect(passwortRegelPruefen(null)).toBeUndefined();
  });

  it('nennt ein falsches aktuelles Passwort NotAuthorizedException, wie Cognito', () => {
    const falsch = JSON.stringify({ __type: 'InvalidPasswordException', message: 'Invalid password' });
    expect(JSON.parse(passwortAntwortAngleichen(400, falsch))).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });

  it('lässt jede andere Antwort, wie sie ist', () => {
    expect(passwortAntwortAngleichen(200, '{}')).toBe('{}');
    const anderer = JSON.stringify({ __type: 'LimitExceededException', message: 'x' });
    expect(passwortAntwortAngleichen(400, anderer)).toBe(anderer);
    expect(passwortAntwortAngleichen(400, 'kein json')).toBe('kein json');
  });
});

/**
 * The user pool's password policy, in one place: the CDK stack gives it to Cognito, the account
 * page checks a new password against it before sending, and the local Cognito — which has no
 * policy of its own — refuses a password that breaks it, as Cognito does in AWS.
 */
export const PASSWORT_REGEL = {
  mindestLaenge: 12,
  kleinbuchstaben: true,
  grossbuchstaben: true,
  ziffern: true,
  sonderzeichen: true,
} as const;

/**
 * What Cognito counts as a symbol (its documentation, "User pool password requirements"); a space
 * counts too, but not at the start or the end.
 */
export const SONDERZEICHEN = '^$*.[]{}()?"!@#%&/\\,><\':;|_~`=+-';

export type PasswortVerstoss =
  'zuKurz' | 'keinKleinbuchstabe' | 'keinGrossbuchstabe' | 'keineZiffer' | 'keinSonderzeichen';

function hatSonderzeichen(passwort: string): boolean {
  return [...passwort].some((z) => SONDERZEICHEN.includes(z)) || / /.test(passwort.trim());
}

/** The rules a password breaks, in the order Cognito checks them (empty: it may be used). */
export function passwortVerstoesse(passwort: string): PasswortVerstoss[] {
  const verstoesse: PasswortVerstoss[] = [];
  if ([...passwort].length < PASSWORT_REGEL.mindestLaenge) verstoesse.push('zuKurz');
  if (PASSWORT_REGEL.kleinbuchstaben && !/[a-z]/.test(passwort)) verstoesse.push('keinKleinbuchstabe');
  if (PASSWORT_REGEL.grossbuchstaben && !/[A-Z]/.test(passwort)) verstoesse.push('keinGrossbuchstabe');
  if (PASSWORT_REGEL.ziffern && !/[0-9]/.test(passwort)) verstoesse.push('keineZiffer');
  if (PASSWORT_REGEL.sonderzeichen && !hatSonderzeichen(passwort)) verstoesse.push('keinSonderzeichen');
  return verstoesse;
}

/**
 * Cognito's own words for each rule, after "Password does not conform to policy: " in an
 * InvalidPasswordException — what the local Cognito answers, and what the account page reads
 * back into German.
 */
export const COGNITO_PASSWORT_MELDUNG: Record<PasswortVerstoss, string> = {
  zuKurz: 'Password not long enough',
  keinKleinbuchstabe: 'Password must have lowercase characters',
  keinGrossbuchstabe: 'Password must have uppercase characters',
  keineZiffer: 'Password must have numeric characters',
  keinSonderzeichen: 'Password must have symbol characters',
};

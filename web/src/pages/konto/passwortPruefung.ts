/**
 * The new password checked in the form against the pool's rule (shared/passwortRegel.ts), one
 * German sentence per rule broken, as Amplify UI's ChangePassword shows its validators' messages
 * under the field — the user learns the rule before Cognito would refuse the password.
 */
import type { ValidatorOptions } from '@aws-amplify/ui';
import { KONTO_TEXTE as K, passwortVerstoesse, type PasswortVerstoss } from '@lieferdesk/shared';

export const PASSWORT_PRUEFUNGEN: ValidatorOptions[] = (Object.keys(K.verstoss) as PasswortVerstoss[]).map(
  (verstoss) => ({
    validationMode: 'onTouched',
    validator: (wert: string) => !passwortVerstoesse(wert).includes(verstoss),
    message: K.verstoss[verstoss],
  }),
);

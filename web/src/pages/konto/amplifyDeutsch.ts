/**
 * Amplify UI in German: its own vocabulary for 'de' (labels, the show-password switch, its
 * messages), and our words for the few it lacks. Amplify's I18n is global; only Amplify UI reads it.
 */
import { translations } from '@aws-amplify/ui';
import { KONTO_TEXTE as K } from '@lieferdesk/shared';
import { I18n } from 'aws-amplify/utils';

let eingerichtet = false;

export function amplifyDeutsch(): void {
  if (eingerichtet) return;
  eingerichtet = true;
  I18n.putVocabularies(translations);
  // The confirm field's check (ChangePassword) and the text of its error: Amplify's vocabulary has neither.
  I18n.putVocabulariesForLanguage('de', { 'Your passwords must match': K.fehler.passwoerterUngleich });
  I18n.setLanguage('de');
}

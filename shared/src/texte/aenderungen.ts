/** Texts of the change log page (shared/src/entities/aenderung.ts): not in the reference, ours. */
export const AENDERUNGEN_TEXTE = {
  titel: 'Änderungsprotokoll',
  einleitung:
    'Wer hat wann Zugänge, Interfaces, Kategorien, Ausnahmen, die Makler-Blacklist oder geplante Interfaceläufe geändert? Passwörter, Schlüssel und Passphrasen stehen hier nie, nur dass sie geändert wurden.',
  filter: { monat: 'Monat', bereich: 'Bereich', alleBereiche: 'Alle Bereiche' },
  spalten: {
    zeitpunkt: 'Zeitpunkt',
    benutzer: 'Benutzer',
    bereich: 'Bereich',
    aktion: 'Aktion',
    objekt: 'Datensatz',
    eingabe: 'Gesetzte Werte',
  },
  keineEintraege: 'In diesem Monat wurde nichts geändert.',
} as const;

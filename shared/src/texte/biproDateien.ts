/**
 * Texts of what every list of stored BiPRO files does with a file named by id (documents, GDV
 * files, commission and dunning lists, the archive): not found, already deleted, changed
 * meanwhile. Not worded by the reference; one wording for all lists.
 */
/** Up to this many ids are named in a refusal; the rest are counted. */
const GENANNTE_IDS = 20;

/** "1, 2, 3" — or "1, 2, … (25 insgesamt)" when there are many. */
const aufzaehlung = (ids: readonly number[]) => {
  const genannt = ids.slice(0, GENANNTE_IDS).join(', ');
  return ids.length > GENANNTE_IDS ? `${genannt}, … (${ids.length} insgesamt)` : genannt;
};

export const BIPRO_DATEI_TEXTE = {
  nichtGefunden: (ids: readonly number[]) =>
    ids.length === 1
      ? `Der Eintrag mit der Id ${ids[0]} wurde nicht gefunden.`
      : `Die Einträge mit den Ids ${aufzaehlung(ids)} wurden nicht gefunden.`,
  bereitsGeloescht: (dateien: readonly { id: number; fileName: string }[]) =>
    dateien.length === 1
      ? `Der Eintrag „${dateien[0]!.fileName}“ (Id ${dateien[0]!.id}) ist bereits gelöscht und kann nicht erneut gelöscht werden.`
      : `Die Einträge mit den Ids ${aufzaehlung(dateien.map((d) => d.id))} sind bereits gelöscht und können nicht erneut gelöscht werden.`,
  geaendert: (d: { id: number; fileName: string }) =>
    `Der Eintrag „${d.fileName}“ (Id ${d.id}) wurde inzwischen geändert. Bitte laden Sie die Liste neu.`,
  /** Seen but not the user's to change (domain/bipro/aenderungsrecht.ts): 403. */
  nurLesen: (ids: readonly number[]) =>
    ids.length === 1
      ? `Den Eintrag mit der Id ${ids[0]} dürfen Sie nur ansehen: Ändern dürfen ihn nur die Benutzer seines Maklers und interne Mitarbeiter.`
      : `Die Einträge mit den Ids ${aufzaehlung(ids)} dürfen Sie nur ansehen: Ändern dürfen sie nur die Benutzer ihres Maklers und interne Mitarbeiter.`,
  nichtGeloescht: (dateien: readonly { id: number; fileName: string }[]) =>
    dateien.length === 1
      ? `Der Eintrag „${dateien[0]!.fileName}“ (Id ${dateien[0]!.id}) ist nicht gelöscht und kann nicht wiederhergestellt werden.`
      : `Die Einträge mit den Ids ${aufzaehlung(dateien.map((d) => d.id))} sind nicht gelöscht und können nicht wiederhergestellt werden.`,
  /** A file's journal (who did what; the time is the entry's own). */
  journal: {
    geloescht: (benutzer: string) => `Gelöscht von ${benutzer}`,
    wiederhergestellt: (benutzer: string) => `Wiederhergestellt von ${benutzer}`,
    // Without the text: a comment may be 4,000 characters, the journal keeps 50 entries.
    kommentiert: (benutzer: string, entfernt: boolean) =>
      entfernt ? `Kommentar entfernt von ${benutzer}` : `Kommentar geändert von ${benutzer}`,
    zusatz: (benutzer: string, entfernt: boolean) =>
      entfernt ? `Zusatz entfernt von ${benutzer}` : `Zusatz geändert von ${benutzer}`,
    neuZugeordnet: (benutzer: string, kundennr: number, vertragId: number | undefined) =>
      `Neu zugeordnet von ${benutzer}: ${vertragId === undefined ? '' : `Vertrag ${vertragId}, `}Kunde ${kundennr}`,
    neuZuordnenOffen: (benutzer: string) => `Neu zuordnen von ${benutzer}: weiterhin nicht zugeordnet`,
  },
} as const;

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
} as const;

/**
 * The journal of a stored BiPRO file (entity biproDatei `journal`): what people did with it —
 * assigned by hand, re-assigned, commented, noted, deleted, restored (biproDateien/aendern.ts),
 * each naming the user — oldest first, bounded so the item stays small however often it changes:
 * the newest entries are kept.
 */
export interface DokumentJournalEintrag {
  zeit: string;
  text: string;
}

export const DOKUMENT_JOURNAL_HOECHSTENS = 50;

export function journalErgaenzen(
  bisher: readonly DokumentJournalEintrag[] | undefined,
  neu: readonly DokumentJournalEintrag[],
  hoechstens = DOKUMENT_JOURNAL_HOECHSTENS,
): DokumentJournalEintrag[] {
  return [...(bisher ?? []), ...neu].slice(-hoechstens);
}

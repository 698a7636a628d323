/** Texts of the BiPRO archive of excluded files (reference §2.9) and its viewer. */
export const ARCHIV_TEXTE = {} as const;

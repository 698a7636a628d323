/** Texts of the BiPRO commission and dunning lists (reference §2.7). */
export const COURTAGE_TEXTE = {} as const;

/** Texts of the BiPRO documents inbox (reference §2.10) and its blacklist. */
export const POSTEINGANG_TEXTE = {} as const;

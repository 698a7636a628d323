/** Texts of the category exceptions (reference §2.15). */
export const AUSNAHMEN_TEXTE = {} as const;

/** Texts of the BiPRO GDV files (reference §2.13). */
export const GDV_DATEIEN_TEXTE = {} as const;

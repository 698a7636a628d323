/** Texts of the BiPRO deliveries (reference §2.12). */
export const LIEFERUNGEN_TEXTE = {} as const;

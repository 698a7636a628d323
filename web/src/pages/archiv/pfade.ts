/** The archive's addresses (reference §2.9), in one place for pages and router. */
export const ARCHIV = '/intern/bipro/archiv';
/**
 * The viewer: a page of its own (the PDF gets the room of the page), left back to the archive
 * through its breadcrumb 'Zurück zu BiPRO Archiv'.
 */
export const ARCHIV_ANSICHT = `${ARCHIV}/anzeigen`;

export const ansichtPfad = (id: number) => `${ARCHIV_ANSICHT}?id=${id}`;

/**
 * The addresses of the BiPRO access page (reference §2.6): one access under its insurer's name
 * and its number, `neu` for a new one (with or without the insurer to preselect).
 */
export const ZUGANG_BASIS = '/intern/configs/externe-zugaenge/configs-extern-zugang-edit';
export const ZUGANG = `${ZUGANG_BASIS}/:gesellschaft/:id`;
export const ZUGANG_NEU = `${ZUGANG_BASIS}/neu`;
/** The id segment of a new access. */
export const NEU = 'neu';

/** The insurer's name is only the address's text: an empty one still makes a whole address. */
export const zugangPfad = (gesellschaft: string, id: number | typeof NEU) =>
  `${ZUGANG_BASIS}/${encodeURIComponent(gesellschaft.trim() || '-')}/${id}`;

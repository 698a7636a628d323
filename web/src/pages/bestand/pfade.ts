/**
 * The read-only contract and customer pages. The contract's address is the reference's (§2.11:
 * "Contracts open in a new customer tab at /home/versicherungen/insurance-group/details/{id}");
 * the customer's is our choice — the reference's "customer company numbers" page
 * (/persoenlichedaten/kundennummern-gesellschaft/list) belongs to the larger back-office.
 */
export const VERTRAG = '/home/versicherungen/insurance-group/details/:id';
export const KUNDE = '/home/kunden/:kundennr';

export const vertragPfad = (vertragId: number | string) =>
  `/home/versicherungen/insurance-group/details/${encodeURIComponent(String(vertragId))}`;
export const kundePfad = (kundennr: number | string) =>
  `/home/kunden/${encodeURIComponent(String(kundennr))}`;

/** The pages open in a new tab (reference §2.11), so the assign page keeps its state. */
export function inNeuemTab(pfad: string): void {
  window.open(pfad, '_blank', 'noopener');
}

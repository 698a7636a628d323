/**
 * Whether a document is a reminder (reference §2.11: 'assign customer company number' is disabled
 * "if assigning a reminder is allowed"), decided by its category: the MSC file category the
 * categories screen (reference §2.1) gives its GeVo type is 'Mahnung'. Staff decide per
 * category, so a code without a maintained category is an ordinary document.
 *
 * A reminder is a payment demand on exactly the contract the insurer names: it is assigned by its
 * policy number — automatically by the download, or by the inbox's re-assign once the contract
 * is in the portfolio — never by hand to a contract a person picks, nor does its partner number
 * go to a customer. The page disables the button and the API refuses (zuordnung/README.md).
 */
import { MSC_DATEIKATEGORIEN, type BiproKategorie } from '@lieferdesk/shared';

const MAHNUNG = MSC_DATEIKATEGORIEN.find((k) => k.label === 'Mahnung')!.id;

export const istMahnung = (kategorie: Pick<BiproKategorie, 'kategorieFK'> | undefined): boolean =>
  kategorie?.kategorieFK === MAHNUNG;

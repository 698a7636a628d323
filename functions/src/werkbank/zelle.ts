/**
 * Text for spreadsheet cells (the -4 export, the error-line CSV). A cell that begins with
 * `=`, `+`, `-` or `@` is taken as a formula by Excel and LibreOffice when the file is opened
 * or a CSV is imported ("CSV/formula injection"): delivered data could then run a formula on a
 * staff member's machine. Such a text gets a leading apostrophe — shown as written, never
 * evaluated (OWASP's recommendation). Tab and carriage return at the start count too: some
 * programs strip them and then read the formula.
 */
const GEFAEHRLICH = /^[=+\-@\t\r]/;

export const zellText = (text: string): string => (GEFAEHRLICH.test(text) ? `'${text}` : text);

/**
 * Text for spreadsheet cells (the -4 export, the error-line CSV, the settlement protocol). A cell that begins with
 * `=`, `+`, `-` or `@` is taken as a formula by Excel and LibreOffice when the file is opened
 * or a CSV is imported ("CSV/formula injection"): delivered data could then run a formula on a
 * staff member's machine. Such a text gets a leading apostrophe — shown as written, never
 * evaluated (OWASP's recommendation). Tab and carriage return at the start count too: some
 * programs strip them and then read the formula.
 */
const GEFAEHRLICH = /^[=+\-@\t\r]/;

export const zellText = (text: string): string => (GEFAEHRLICH.test(text) ? `'${text}` : text);

/**
 * For CSV, every part of a text counts as a cell start: a program that splits the file on
 * another separator than ours (`,` where we write `;`), one that ignores quotes, or Excel's "text
 * to columns" on a cell makes each part after a `,`, `;` or line break a cell of its own, and
 * would take a part beginning with a formula sign as a formula. Each such part gets the
 * apostrophe.
 */
const TEIL_GRENZE = /([,;\r\n])/;

export const csvZellText = (text: string): string =>
  text
    .split(TEIL_GRENZE)
    .map((teil, i) => (i % 2 === 0 ? zellText(teil) : teil))
    .join('');

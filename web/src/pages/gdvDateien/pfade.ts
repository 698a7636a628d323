/**
 * The GDV files' addresses (reference §2.13): the row action "show import result" goes to
 * /intern/bipro/gdv-import?filename=…, which opens the data import searched by that name.
 */
export const GDV_IMPORT = '/intern/bipro/gdv-import';

export const gdvImportPfad = (dateiname: string) =>
  `${GDV_IMPORT}?${new URLSearchParams({ filename: dateiname }).toString()}`;

/**
 * A file the product hands out through a download route (reference §7 "Downloads"): the use case
 * makes it, the API wrapper (http/api-handler.ts) answers it. It lives here, beside the documents,
 * so use cases need not know HTTP to make one.
 */

/** What a download handler answers: the bytes, their type and the name the browser saves them under. */
export interface Download {
  inhalt: Uint8Array;
  /** MIME type, e.g. `application/vnd.openxmlformats-officedocument.spreadsheetml.sheet`. */
  inhaltstyp: string;
  dateiname: string;
}

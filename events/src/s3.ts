import { z } from 'zod';

/**
 * An S3 event notification (ObjectCreated) as S3 delivers it to a Lambda and as the local S3
 * (s3rver) emits it. Keys arrive URL-encoded with '+' for blanks.
 */
export const s3Benachrichtigung = z.object({
  Records: z
    .array(
      z.object({
        eventName: z.string(),
        eventTime: z.string().optional(),
        s3: z.object({
          bucket: z.object({ name: z.string().min(1) }),
          object: z.object({
            key: z.string().min(1),
            size: z.number().int().min(0).optional(),
            eTag: z.string().optional(),
          }),
        }),
      }),
    )
    .min(1),
});
export type S3Benachrichtigung = z.infer<typeof s3Benachrichtigung>;

/** The object key as text: S3 encodes it like a form value. */
export const objektSchluessel = (key: string) => decodeURIComponent(key.replace(/\+/g, ' '));

/** Files dropped here are registered automatically (interface found by nameCheck). */
export const EINGANG_PRAEFIX = 'eingang/';
/**
 * Browser uploads (presigned PUT) land here and are registered by POST /bipro_import/upload.
 * What lies here is transient — an upload never registered (the modal closed, the content a
 * duplicate) expires after a day (bucket lifecycle rule); a registered one is kept under
 * ABLAGE_PRAEFIX.
 */
export const UPLOAD_PRAEFIX = 'upload/';
/**
 * Registered files — uploads and drops — kept for as long as their file:
 * ablage/<file number>/<file name>, a copy made at the registration, under a key of that file
 * alone; the read pipeline reads only this copy.
 */
export const ABLAGE_PRAEFIX = 'ablage/';
/** Settlement protocols in the documents bucket: the only key prefix a function writes there. */
export const PROTOKOLL_PRAEFIX = 'abrechnungsprotokolle/';
/**
 * List exports in the documents bucket (functions/src/listenExport): export/<user>/<uuid>.xlsx,
 * written by the export run ("Exportstrecke") and handed out by the status route's presigned GET; kept a day
 * (bucket lifecycle rule, EXPORT_AUFBEWAHRUNG_TAGE).
 */
export const EXPORT_PRAEFIX = 'export/';
/** Days a list export is kept: the browser fetches it within minutes. */
export const EXPORT_AUFBEWAHRUNG_TAGE = 1;
/** Days an unregistered upload is kept. */
export const UPLOAD_AUFBEWAHRUNG_TAGE = 1;

/**
 * Files the BiPRO download jobs store (inbox bucket): bipro/<access>/<shipment>/<position>-<name>.
 * Written by the download pipeline only; a GDV file handed to the import is copied from here to
 * ablage/ by its registration, like any delivery.
 */
export const BIPRO_PRAEFIX = 'bipro/';

import { CustomAttributeType, type Schema } from 'electrodb';
import type { BiproProfil } from '@lieferdesk/shared';
import type { LetzteAnkunft, ZugangZaehler } from '../../domain/bipro/zaehler';

/**
 * A broker's BiPRO access at one insurer (shared `Zugang`) and the state of its download job.
 * Access patterns: by id (the job, the access page); all accesses (internal users' overview and
 * restart_all_jobs: a bounded configuration list, one partition read in pages); a broker's own
 * (gsi2). The password is never here: it lives in the secrets store (functions/src/geheimnisse),
 * as does a TLS client certificate with its key; the item says only whether each is set.
 *
 * `sperre` is the run that owns the access (one run per access at a time), set and cleared
 * conditionally like an import file's lock.
 */
export const zugangSchema = {
  model: { entity: 'zugang', version: '1', service: 'lieferdesk' },
  attributes: {
    zugangId: { type: 'number', required: true, readOnly: true },
    gesellschaftId: { type: 'number', required: true },
    extZugangBezeichnung: { type: 'string', required: true },
    maklernr: { type: 'string', required: true },
    stsUrl: { type: 'string', required: true },
    transferUrl: { type: 'string', required: true },
    profil: { type: CustomAttributeType<BiproProfil>('any'), required: true },
    benutzername: { type: 'string', required: true },
    abholzeiten: { type: 'list', items: { type: 'string' }, required: true },
    aktiv: { type: 'boolean', required: true },
    gdvEinlesen: { type: 'boolean', required: true },
    passwortGesetzt: { type: 'boolean', required: true },
    /** A client certificate is in the secrets store; absent (accesses saved before it): none. */
    zertifikatGesetzt: { type: 'boolean' },
    angelegtAm: { type: 'string', required: true, readOnly: true },
    /** The run holding the access, and since when. */
    sperre: { type: 'string' },
    sperreSeit: { type: 'string' },
    letzterLaufBeginn: { type: 'string' },
    /** When a run was last started: a person's next start waits out the cool-down from here. */
    letzterStart: { type: 'string' },
    letzterLaufEnde: { type: 'string' },
    /** End of the last run that succeeded. */
    letzterErfolg: { type: 'string' },
    /** Why the last run failed; removed by a run that succeeds. */
    letzterFehler: { type: 'string' },
    zaehler: { type: CustomAttributeType<ZugangZaehler>('any') },
    letzteAnkunft: { type: CustomAttributeType<LetzteAnkunft>('any') },
  },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['zugangId'] },
      sk: { field: 'sk', composite: [] },
    },
    alle: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: [] },
      sk: { field: 'gsi1sk', composite: ['zugangId'] },
    },
    desMaklers: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['maklernr'] },
      sk: { field: 'gsi2sk', composite: ['zugangId'] },
    },
  },
} as const satisfies Schema<string, string, string>;

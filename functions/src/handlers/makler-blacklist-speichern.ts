import { ROUTEN } from '@lieferdesk/shared';
import { einstellungenRepository } from '../data/repositories/einstellungen';
import { apiHandler } from '../http/api-handler';

/** Saves the broker blacklist (internal users); answers it as saved. */
export const handler = apiHandler(ROUTEN.maklerBlacklistSpeichern, async ({ query }) => ({
  blacklist: await einstellungenRepository().maklerBlacklistSpeichern(query.blacklist),
}));

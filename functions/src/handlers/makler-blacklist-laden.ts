import { ROUTEN } from '@lieferdesk/shared';
import { einstellungenRepository } from '../data/repositories/einstellungen';
import { apiHandler } from '../http/api-handler';

/** The broker blacklist (reference §2.10): structure-leader numbers, comma-separated. */
export const handler = apiHandler(ROUTEN.maklerBlacklistLaden, async () => ({
  blacklist: await einstellungenRepository().maklerBlacklist(),
}));

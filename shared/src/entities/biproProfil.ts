/**
 * How one insurer's BiPRO services want to be called (functions/src/bipro/README.md): every insurer
 * implements the norms a little differently, so an access carries a profile instead of the
 * client guessing. The differences the public record shows:
 *
 * - the version: 2.1.x names the operations `ListShipments` … and puts `BiPROVersion` into the
 *   allgemein namespace; 2.4 and later `listShipments` … with `BiPROVersion` in nachrichten
 *   (2.1.x's shape is observed in clients, not verified against its schemas);
 * - a ConsumerID some insurers require (VEMA) and others ignore;
 * - whether `BestaetigeLieferungen` may be sent (VEMA refuses it, Degenia wants it) and whether a
 *   category filter is understood (Degenia answers it with a schema error);
 * - the SOAPAction header: `urn:<operation>` or empty;
 * - the STS request: a WS-Addressing Action header and no BiPROVersion (VEMA) or the plain form.
 *
 * The profile is part of an access's configuration (written through the API), hence its schema here.
 */
import { z } from 'zod';

export const biproProfil = z.object({
  /** Five-part BiPRO version the requests name, e.g. 2.6.1.1.0. */
  version: z
    .string()
    .max(40)
    .regex(/^\d+\.\d+\.\d+\.\d+\.\d+$/),
  consumerId: z.string().min(1).max(50).optional(),
  /** Sent as given when set; not sent when undefined. */
  bestaetigeLieferungen: z.boolean().optional(),
  /** A 3-, 6- or 9-digit category filter for listShipments; none when undefined. */
  kategorie: z
    .string()
    .regex(/^(\d{3}){1,3}$/)
    .optional(),
  soapAction: z.enum(['urn', 'leer']),
  /** VEMA's STS form: wsa:Action header, no BiPROVersion in the token request. */
  stsMitWsaAction: z.boolean(),
});
export type BiproProfil = z.infer<typeof biproProfil>;

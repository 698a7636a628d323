import { z } from 'zod';
import { BERECHTIGUNGEN } from '../permissions';
import { ROLLEN } from '../roles';
import { route } from './route';

export const benutzerInfo = z.object({
  id: z.string(),
  name: z.string(),
  rollen: z.array(z.enum(ROLLEN)),
  maklernr: z.string().optional(),
  struktur: z.array(z.string()),
  rechte: z.record(z.enum(BERECHTIGUNGEN), z.boolean()),
});

export const benutzerRouten = {
  ich: route({
    id: 'ich',
    methode: 'GET',
    pfad: '/benutzer/ich',
    antwort: benutzerInfo,
    berechtigung: 'angemeldet',
    handler: 'benutzer-ich',
    umgesetzt: true,
    zugriff: { tabelle: 'keine' },
  }),
};

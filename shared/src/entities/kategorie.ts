import { z } from 'zod';
import { MELDUNGEN } from '../messages';
import { isoZeitpunkt } from './common';
import { LAENGEN, nameFeld, textFeld } from './text';

/**
 * MSC file categories a BiPRO category maps to (spec: "MSC file category chosen from a list").
 * The ids are foreign keys into the document store's categories.
 */
export const MSC_DATEIKATEGORIEN = [
  { id: 1, label: 'Antrag' },
  { id: 2, label: 'Police' },
  { id: 3, label: 'Nachtrag' },
  { id: 4, label: 'Beitragsrechnung' },
  { id: 5, label: 'Mahnung' },
  { id: 6, label: 'Kündigung' },
  { id: 7, label: 'Schaden' },
  { id: 8, label: 'Abrechnung/Courtage' },
  { id: 9, label: 'Korrespondenz' },
  { id: 10, label: 'Sonstiges' },
] as const;

/** Contract status a category may set on assignment (statusFK); empty means "leave as is". */
export const VERTRAGS_STATUS = [
  { id: 1, label: 'aktiv' },
  { id: 2, label: 'Antrag' },
  { id: 3, label: 'ruhend' },
  { id: 4, label: 'storniert' },
  { id: 5, label: 'beitragsfrei' },
] as const;

const mscKategorieIds = MSC_DATEIKATEGORIEN.map((k) => k.id) as number[];
const statusIds = VERTRAGS_STATUS.map((k) => k.id) as number[];
const pflichtname = (meldung: string) => nameFeld(LAENGEN.name, meldung).trim().min(1, { error: meldung });

/** The editable part of a BiPRO category, with the validation messages of reference §5. */
export const kategorieEingabe = z.object({
  gevoArt: z
    .number({ error: MELDUNGEN.gevoArtErforderlich })
    .int({ error: MELDUNGEN.gevoArtGanzzahl })
    .min(0, { error: MELDUNGEN.gevoArtGanzzahl })
    .max(999_999_999, { error: MELDUNGEN.gevoArtGanzzahl }),
  hauptKategorie: pflichtname(MELDUNGEN.hauptkategorieErforderlich),
  unterKategorie: pflichtname(MELDUNGEN.unterkategorieErforderlich),
  kategorieFK: z
    .number({ error: MELDUNGEN.mscDateikategorieErforderlich })
    .int()
    .refine((id) => mscKategorieIds.includes(id), { error: MELDUNGEN.mscDateikategorieErforderlich }),
  statusFK: z
    .number()
    .int()
    .refine((id) => statusIds.includes(id), { error: 'Unbekannter Vertragsstatus.' })
    .nullable()
    .optional(),
  transferNorm: nameFeld(20).trim().optional(),
  zuordnungsAttribute: textFeld(500).trim().optional(),
});
export type KategorieEingabe = z.infer<typeof kategorieEingabe>;

export const biproKategorie = kategorieEingabe.extend({ dateCreated: isoZeitpunkt });
export type BiproKategorie = z.infer<typeof biproKategorie>;

/** On update the key comes from the query; the body carries everything but gevoArt. */
export const kategorieAenderung = kategorieEingabe.omit({ gevoArt: true });

export const kategorieFilter = z.object({
  gevoArt: z.number().int().optional(),
  suchtext: textFeld(100).trim().optional(),
});

export const kategorieListe = z.object({
  rows: z.array(biproKategorie),
  /** The right to set categories, as the server grants it (reference §2.1). */
  darfKategorienSetzen: z.boolean(),
});

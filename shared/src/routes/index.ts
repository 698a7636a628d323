import { benutzerRouten } from './benutzer';
import { kategorienRouten } from './kategorien';
import type { Route } from './route';

export * from './route';

/** The route table: every HTTP endpoint of the product, by id. */
export const ROUTEN = {
  ...benutzerRouten,
  ...kategorienRouten,
};
export type RoutenId = keyof typeof ROUTEN;
export const ROUTEN_LISTE: Route[] = Object.values(ROUTEN);

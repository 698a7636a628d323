import useSWR, { preload, unstable_serialize, useSWRConfig, type SWRConfiguration } from 'swr';
import { useCallback } from 'react';
import type { AntwortVon, BodyVon, QueryVon, Route } from '@lieferdesk/shared';
import { rufe, type ApiFehler, type RufOptionen } from './client';

export interface RouteOptionen<T extends Route> {
  /** For reads that the API serves as POST (the reference's `/filter` calls). */
  body?: BodyVon<T>;
  swr?: SWRConfiguration<AntwortVon<T>, ApiFehler>;
}

/**
 * A read through SWR, keyed by route id + query (+ body). `query === null` pauses the request
 * (SWR's conditional fetching), e.g. while a required filter value is missing.
 */
export function useRoute<T extends Route>(route: T, query?: QueryVon<T> | null, optionen?: RouteOptionen<T>) {
  const body = optionen?.body;
  const schluessel = query === null ? null : swrSchluessel(route, query, body);
  return useSWR<AntwortVon<T>, ApiFehler>(schluessel, () => lesen(route, query, body), optionen?.swr);
}

const swrSchluessel = <T extends Route>(route: T, query?: QueryVon<T>, body?: BodyVon<T>) =>
  [route.id, query ?? null, body ?? null] as const;
const lesen = <T extends Route>(route: T, query?: QueryVon<T> | null, body?: BodyVon<T>) =>
  rufe(route, ...([{ query: query ?? undefined, body }] as unknown as [RufOptionen<T>]));

/**
 * Asks for a read before a screen shows it (SWR's `preload`): the `useRoute` of the same route,
 * query and body then takes that answer instead of asking again — a list's next page is in when
 * the user turns to it. A read SWR holds already is not asked again.
 */
export function useVorladen() {
  const { cache } = useSWRConfig();
  return useCallback(
    <T extends Route>(route: T, query?: QueryVon<T>, body?: BodyVon<T>) => {
      const schluessel = swrSchluessel(route, query, body);
      if (cache.get(unstable_serialize(schluessel))?.data !== undefined) return;
      void Promise.resolve(preload(schluessel, () => lesen(route, query, body))).catch(() => undefined);
    },
    [cache],
  );
}

/** Revalidates every cached read of a route, whatever its query (after a write elsewhere). */
export function useRevalidiere() {
  const { mutate } = useSWRConfig();
  return useCallback(
    (route: Route) => mutate((schluessel) => Array.isArray(schluessel) && schluessel[0] === route.id),
    [mutate],
  );
}

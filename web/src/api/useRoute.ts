import useSWR, { useSWRConfig, type SWRConfiguration } from 'swr';
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
  const schluessel = query === null ? null : ([route.id, query ?? null, body ?? null] as const);
  return useSWR<AntwortVon<T>, ApiFehler>(
    schluessel,
    () => rufe(route, ...([{ query: query ?? undefined, body }] as unknown as [RufOptionen<T>])),
    optionen?.swr,
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

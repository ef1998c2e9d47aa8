import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';

/** An id from the address: digits only (product.md §5 ids), else null — the page then answers 404. */
export function idParam(value: string | undefined): number | null {
  return value !== undefined && /^\d+$/.test(value) ? Number(value) : null;
}

/**
 * What a page or layout module may export beside its component: the queries it shows first, started
 * by the route's loader — the moment its chunk is here, all at once — instead of one after the other
 * as each component renders (issue 14: the management page waited for the user, then the project,
 * then its own calls).
 */
export type Prefetch = (queryClient: QueryClient, params: Params) => void;

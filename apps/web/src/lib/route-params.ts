import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';

/** An id from the address: digits only (product.md §5 ids), else null — the page then answers 404. */
export function idParam(value: string | undefined): number | null {
  return value !== undefined && /^\d+$/.test(value) ? Number(value) : null;
}

/**
 * What a route asks for first: the queries its page shows at once, started by the route's loader from a
 * module of their own — loaded beside the page's chunk, not after it — all together, instead of one
 * after the other as each component renders (issue 14: the management page waited for the user, then
 * the project, then its own calls).
 */
export type Prefetch = (queryClient: QueryClient, params: Params) => void;

import type { Me } from '@kaizen/domain';
import type { QueryClient } from '@tanstack/react-query';
import { currentUserKey } from './api/keys';

/**
 * A new signed-in user (or none): drop every other user's cached data but keep the user query
 * itself alive — clearing it would detach the guards watching it, and they would never move on.
 */
export function switchSessionUser(queryClient: QueryClient, user: Me | null): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserKey[0] });
  queryClient.setQueryData(currentUserKey, user);
}

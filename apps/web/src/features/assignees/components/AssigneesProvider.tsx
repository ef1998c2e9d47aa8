import type { QueryKey } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { usePeople } from '../api/people';
import { AssigneesContext } from './context';

/** Gives the avatars and pickers under it the project's people, once for the whole screen. */
export function AssigneesProvider({
  projectId,
  canAssign,
  invalidate,
  children,
}: {
  projectId: number;
  canAssign: boolean;
  invalidate: QueryKey[];
  children: ReactNode;
}) {
  const people = usePeople(projectId);
  const value = useMemo(
    () => ({
      projectId,
      people: new Map((people.data ?? []).map((person) => [person.id, person])),
      canAssign,
      invalidate,
    }),
    [projectId, people.data, canAssign, invalidate],
  );
  return <AssigneesContext.Provider value={value}>{children}</AssigneesContext.Provider>;
}

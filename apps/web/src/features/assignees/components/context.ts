import type { AssignablePerson } from '@kaizen/domain';
import type { QueryKey } from '@tanstack/react-query';
import { createContext, useContext } from 'react';

/** What the avatars and the picker of one screen share: the project, its people, and who may assign. */
export interface AssigneesContextValue {
  projectId: number;
  /** Whom the project may assign, by user id; the avatars read names and initials here. */
  people: ReadonlyMap<number, AssignablePerson>;
  /** Whether the reader may change a node's 担当者 (edits the tree). */
  canAssign: boolean;
  /** The queries that show 担当者 on this screen, refetched after a save. */
  invalidate: QueryKey[];
}

export const AssigneesContext = createContext<AssigneesContextValue | null>(null);

export function useAssignees(): AssigneesContextValue {
  const value = useContext(AssigneesContext);
  if (!value) throw new Error('useAssignees is only under an AssigneesProvider');
  return value;
}

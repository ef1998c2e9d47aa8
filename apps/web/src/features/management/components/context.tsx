import type { DisplayItems, ManagementsResponse, NodeKind } from '@kaizen/domain';
import { createContext, useContext } from 'react';
import type { NodeCreate, NodeUpdate } from '../api/nodes';

/** What every part of the management screen needs: the project, its masters, rights and display items, and the save calls. */
export interface ManagementContextValue {
  projectId: number;
  info: ManagementsResponse;
  displayItems: DisplayItems;
  canEdit: boolean;
  /** Saves fields of one node (create_* with id); resolves after the server answered. */
  saveNode: (update: NodeUpdate) => Promise<unknown>;
  /** Creates a node (create_* without id), from the tree or the table. */
  createNode: (create: NodeCreate) => Promise<unknown>;
  deleteNode: (kind: NodeKind, id: number) => void;
}

export const ManagementContext = createContext<ManagementContextValue | null>(null);

export function useManagement(): ManagementContextValue {
  const value = useContext(ManagementContext);
  if (!value) throw new Error('useManagement is only for the management screen');
  return value;
}

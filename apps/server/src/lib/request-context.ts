import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What one request changed, collected where it happens (a write to a project's data, a recorded
 * notification) and announced on the live event stream once the request has succeeded — that is,
 * after its transaction committed.
 */
export interface RequestChanges {
  editedProjects: Set<number>;
  notifiedProjects: Set<number>;
}

const storage = new AsyncLocalStorage<RequestChanges>();

export function newRequestChanges(): RequestChanges {
  return { editedProjects: new Set(), notifiedProjects: new Set() };
}

export function runWithChanges<T>(changes: RequestChanges, work: () => T): T {
  return storage.run(changes, work);
}

export function markProjectEdited(projectId: number): void {
  storage.getStore()?.editedProjects.add(projectId);
}

export function markProjectNotified(projectId: number): void {
  storage.getStore()?.notifiedProjects.add(projectId);
}

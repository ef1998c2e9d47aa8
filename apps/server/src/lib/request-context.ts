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

/**
 * What the current call is in the middle of: a request (its changes) and an open transaction. One
 * store for both, since every store of its own costs a little on every promise the server makes.
 */
interface CallContext {
  changes: RequestChanges | undefined;
  transaction: { open: boolean } | undefined;
}

const storage = new AsyncLocalStorage<CallContext>();

export function newRequestChanges(): RequestChanges {
  return { editedProjects: new Set(), notifiedProjects: new Set() };
}

export function runWithChanges<T>(changes: RequestChanges, work: () => T): T {
  return storage.run({ changes, transaction: undefined }, work);
}

export function markProjectEdited(projectId: number): void {
  storage.getStore()?.changes?.editedProjects.add(projectId);
}

export function markProjectNotified(projectId: number): void {
  storage.getStore()?.changes?.notifiedProjects.add(projectId);
}

/** Runs a transaction's work marked as such; whatever the work leaves running sees the mark lifted once it ends. */
export async function runInTransaction<T>(work: () => Promise<T>): Promise<T> {
  const transaction = { open: true };
  try {
    return await storage.run({ changes: storage.getStore()?.changes, transaction }, work);
  } finally {
    transaction.open = false;
  }
}

/** Whether the current call is the work of a transaction still open (db/guarded-dialect.ts). */
export function insideOpenTransaction(): boolean {
  return storage.getStore()?.transaction?.open === true;
}

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
  /** The request's address (request.ip, behind TRUST_PROXY the client's), which the audit log records. */
  address: string | undefined;
}

const storage = new AsyncLocalStorage<CallContext>();

export function newRequestChanges(): RequestChanges {
  return { editedProjects: new Set(), notifiedProjects: new Set() };
}

export function runWithChanges<T>(changes: RequestChanges, work: () => T, address?: string): T {
  return storage.run({ changes, transaction: undefined, address }, work);
}

/** The address of the request being served; undefined outside a request (the CLI, the nightly job). */
export function requestAddress(): string | undefined {
  return storage.getStore()?.address;
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
    const outer = storage.getStore();
    return await storage.run({ changes: outer?.changes, transaction, address: outer?.address }, work);
  } finally {
    transaction.open = false;
  }
}

/** Whether the current call is the work of a transaction still open (db/guarded-dialect.ts). */
export function insideOpenTransaction(): boolean {
  return storage.getStore()?.transaction?.open === true;
}

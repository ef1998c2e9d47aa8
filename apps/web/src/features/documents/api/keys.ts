import type { Owner } from '@kaizen/domain';

/** Query keys of the documents section, per owner (a project's and a sales customer's lists apart). */
export const documentKeys = {
  all: ['documents'] as const,
  of: (owner: Owner) => [...documentKeys.all, owner.kind, owner.id] as const,
  /** /admin/documents: every project's and sales customer's. */
  admin: () => [...documentKeys.all, 'admin'] as const,
};

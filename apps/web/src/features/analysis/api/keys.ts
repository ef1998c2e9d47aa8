import type { Owner } from '@kaizen/domain';

/**
 * Query keys of the market boards, per owner. The comparison's company changes (added, renamed,
 * removed) change the boards too: invalidate marketKeys.all after them.
 */
export const marketKeys = {
  all: ['analysis', 'markets'] as const,
  owner: (owner: Owner) => [...marketKeys.all, owner.kind, owner.id] as const,
};

/** Query keys of the competitor comparison (with the strengths and weaknesses), per owner. */
export const comparisonKeys = {
  all: ['analysis', 'conflicts'] as const,
  owner: (owner: Owner) => [...comparisonKeys.all, owner.kind, owner.id] as const,
};

/** Query keys of the customer analysis, per owner. */
export const journeyKeys = {
  all: ['analysis', 'customer-analysis'] as const,
  owner: (owner: Owner) => [...journeyKeys.all, owner.kind, owner.id] as const,
};

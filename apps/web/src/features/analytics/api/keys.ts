/**
 * Query keys of the project setting page. The figures part (figures/api/keys.ts) reads the same
 * settings and targets under the same keys, so the page fetches each once and a change here redraws
 * the graph's target lines and conversion names there.
 */
export const analyticsKeys = {
  settings: (projectId: number) => ['analytics', 'settings', projectId] as const,
  targets: (projectId: number) => ['analytics', 'targets', projectId] as const,
  /** The monthly figures of every period (their answer names the conversions and the CVR slot). */
  months: (projectId: number) => ['analytics', 'months', projectId] as const,
};

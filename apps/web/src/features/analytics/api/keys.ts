/**
 * Query keys of the project setting page. The figures part (figuresKeys below) reads the same
 * settings and targets under the same keys, so the page fetches each once and a change here redraws
 * the graph's target lines and conversion names there.
 */
export const analyticsKeys = {
  settings: (projectId: number) => ['analytics', 'settings', projectId] as const,
  targets: (projectId: number) => ['analytics', 'targets', projectId] as const,
  /** The monthly figures of every period (their answer names the conversions and the CVR slot). */
  months: (projectId: number) => ['analytics', 'months', projectId] as const,
};

/**
 * The figures' months sit under the setting page's ['analytics', 'months', projectId], so a change of
 * the settings (the conversion names, the CVR slot) and a fetch or import reach every period.
 */
export const figuresKeys = {
  monthsOf: analyticsKeys.months,
  months: (projectId: number, from: string, to: string) => [...analyticsKeys.months(projectId), from, to] as const,
};

import { analyticsKeys } from '../../api/keys';

/**
 * The figures' months sit under the setting page's ['analytics', 'months', projectId], so a change of
 * the settings (the conversion names, the CVR slot) and a fetch or import reach every period.
 */
export const figuresKeys = {
  monthsOf: analyticsKeys.months,
  months: (projectId: number, from: string, to: string) => [...analyticsKeys.months(projectId), from, to] as const,
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** The day `days` after a 'YYYY-MM-DD' day, as 'YYYY-MM-DD' (calendar days, no time zone involved). */
export function dayAfter(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** How far ahead 今日やること looks: today and the six days after it (decisions/0039). */
export const TODAY_HORIZON_DAYS = 7;

/** The last day 今日やること counts as this week: today plus six days. */
export function horizonEnd(today: string): string {
  return dayAfter(today, TODAY_HORIZON_DAYS - 1);
}

export const dueBuckets = ['overdue', 'this_week', 'later', 'none'] as const;
export type DueBucket = (typeof dueBuckets)[number];

/** Where an open item's 期限 puts it, seen from today (Japan): before today is overdue. */
export function dueBucketOf(deadLine: string | null, today: string): DueBucket {
  if (!deadLine) return 'none';
  if (deadLine < today) return 'overdue';
  return deadLine <= horizonEnd(today) ? 'this_week' : 'later';
}

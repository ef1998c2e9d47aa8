/**
 * When e-mail goes out (issue 34, decisions/0041): retries with backoff, quiet hours and the weekly
 * digest's slot, all in Japan time, where the consultants and their clients live. Japan keeps one
 * offset all year, so an hour in Japan is an hour in UTC shifted by nine.
 */
const JAPAN_OFFSET_MS = 9 * 3_600_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Waits after the 1st, 2nd, … failed try; a send that fails once more than this is given up. */
const RETRY_DELAYS_MINUTES = [1, 5, 30, 120, 720] as const;
export const DELIVERY_MAX_ATTEMPTS = RETRY_DELAYS_MINUTES.length + 1;

/** How long to wait after the given number of failed tries, or null when the send is given up. */
export function retryDelayMs(failedAttempts: number): number | null {
  if (failedAttempts < 1) return 0;
  const minutes = RETRY_DELAYS_MINUTES[failedAttempts - 1];
  return minutes === undefined ? null : minutes * 60_000;
}

/** The weekday (0 = Sunday) and hour in Japan at an instant. */
export function japanClock(now: Date): { day: number; hour: number } {
  const japan = new Date(now.getTime() + JAPAN_OFFSET_MS);
  return { day: japan.getUTCDay(), hour: japan.getUTCHours() };
}

/** Whether an hour falls in quiet hours [start, end); a span past midnight wraps. Equal: none. */
export function inQuietHours(hour: number, start: number | null, end: number | null): boolean {
  if (start === null || end === null || start === end) return false;
  return start < end ? hour >= start && hour < end : hour >= start || hour < end;
}

/** The start of an hour in Japan: the instant the Japan clock reads hh:00 on the day of `now`. */
function japanHourOnDay(now: Date, hour: number): number {
  const japanMidnight = Math.floor((now.getTime() + JAPAN_OFFSET_MS) / DAY_MS) * DAY_MS - JAPAN_OFFSET_MS;
  return japanMidnight + hour * HOUR_MS;
}

/**
 * When an immediate e-mail may go: now, or when quiet hours end (the next `end`:00 in Japan) if now
 * falls in them.
 */
export function sendableAt(now: Date, quietStart: number | null, quietEnd: number | null): Date {
  if (quietEnd === null || !inQuietHours(japanClock(now).hour, quietStart, quietEnd)) return now;
  const today = japanHourOnDay(now, quietEnd);
  return new Date(today > now.getTime() ? today : today + DAY_MS);
}

/**
 * The weekly digest's latest slot at or before now — the Japan date of the `day` at `hour` — when
 * it began less than `graceHours` ago; null otherwise (so a server down all Monday does not send
 * last week's digest on Thursday).
 */
export function dueDigestSlot(now: Date, day: number, hour: number, graceHours = 12): string | null {
  const clock = japanClock(now);
  const daysBack = (clock.day - day + 7) % 7;
  let slot = japanHourOnDay(now, hour) - daysBack * DAY_MS;
  if (slot > now.getTime()) slot -= 7 * DAY_MS;
  if (now.getTime() - slot >= graceHours * HOUR_MS) return null;
  return new Date(slot + JAPAN_OFFSET_MS).toISOString().slice(0, 10);
}

import { todayInJapan } from '@kaizen/domain';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The day `days` after a 'YYYY-MM-DD' day (negative: before it). */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The day `offset` days from today in Japan, as 'YYYY-MM-DD' (negative: in the past). */
export function dayFromToday(offset: number): string {
  return shiftDay(todayInJapan(), offset);
}

/** A moment on a day in Japan (09:00 unless told), as the UTC timestamp created_at holds. */
export function momentOn(day: string, hour = 9): string {
  return new Date(`${day}T${String(hour).padStart(2, '0')}:00:00+09:00`).toISOString();
}

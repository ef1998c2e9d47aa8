import dayjs from 'dayjs';

/** 'YYYY-MM' of today in the browser (the default month of a new regular report). */
export function currentMonth(now: Date = new Date()): string {
  return dayjs(now).format('YYYY-MM');
}

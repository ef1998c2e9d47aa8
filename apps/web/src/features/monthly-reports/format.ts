import dayjs from 'dayjs';

const day = (iso: string) => dayjs(iso).format('YYYY/MM/DD');

/** A report's period for lists and headers: "2026/05/01 〜 2026/05/31", one side, or '—'. */
export function formatPeriod(start: string | null, end: string | null): string {
  if (!start && !end) return '—';
  return `${start ? day(start) : ''} 〜 ${end ? day(end) : ''}`.trim();
}

/** 'YYYY-MM' of today in the browser (the default month of a new regular report). */
export function currentMonth(now: Date = new Date()): string {
  return dayjs(now).format('YYYY-MM');
}

import dayjs from 'dayjs';

/** A date as the screens show it: 2026/11/24. */
export const formatDay = (iso: string) => dayjs(iso).format('YYYY/MM/DD');

/** When something happened, in the browser's time zone: 2026/11/24 14:05. */
export const formatDateTime = (iso: string) => dayjs(iso).format('YYYY/MM/DD HH:mm');

/** A KGI's period: "2026/11/24 〜 2027/03/31"; '' without one. */
export function formatPeriod(start: string | null, end: string | null): string {
  if (!start && !end) return '';
  return `${start ? formatDay(start) : ''} 〜 ${end ? formatDay(end) : ''}`.trim();
}

/** A derived figure with thousands separators and at most two decimals; — when there is none. */
export function formatFigure(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return value.toLocaleString('en-US', { maximumFractionDigits: 2 });
}

import dayjs from 'dayjs';

/** A date as every screen shows it: 2026/11/24. */
export const formatDay = (value: string | Date) => dayjs(value).format('YYYY/MM/DD');

/** When something happened, in the browser's time zone: 2026/11/24 14:05. */
export const formatDateTime = (iso: string) => dayjs(iso).format('YYYY/MM/DD HH:mm');

/** A period: "2026/04/01 〜 2027/03/31", one side of it, or null when neither is set. */
export function formatPeriod(start: string | null, end: string | null): string | null {
  if (!start && !end) return null;
  return `${start ? formatDay(start) : ''} 〜 ${end ? formatDay(end) : ''}`.trim();
}

/** A picker's value as the API takes a day (2026-11-24), '' for none. */
export const toIsoDay = (value: Date | string | null) => (value ? dayjs(value).format('YYYY-MM-DD') : '');

/** An API day as a picker's Date, null for none. */
export const toPickerDate = (value: string | null) => (value ? dayjs(value).toDate() : null);

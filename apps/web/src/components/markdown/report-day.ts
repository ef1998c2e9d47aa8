import dayjs from 'dayjs';

/** When a report was last written (ISO timestamp), as a date in the browser's time zone: 2026/11/24. */
export function reportDay(iso: string): string {
  return dayjs(iso).format('YYYY/MM/DD');
}

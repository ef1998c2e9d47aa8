/** 'YYYY-MM' of now in Japan (the browser runs in Asia/Tokyo). */
export const thisMonth = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo', year: 'numeric', month: '2-digit' })
  .format(new Date())
  .slice(0, 7);

/** The month `count` months before `month`. */
export function monthsBefore(month: string, count: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (m - 1) - count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** '2026-10' as the pages name it: 2026年10月. */
export const monthLabel = (month: string) => `${Number(month.slice(0, 4))}年${Number(month.slice(5))}月`;

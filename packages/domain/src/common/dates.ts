/**
 * Today as 'YYYY-MM-DD' in Japan, where the consultants and their clients work: a server running on
 * UTC must not call a verification "ended" nine hours late.
 */
export function todayInJapan(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Tokyo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

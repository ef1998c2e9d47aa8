import dayjs from 'dayjs';

/** A date as the screens show it: 2026/11/24. */
export const formatDay = (value: string | Date) => dayjs(value).format('YYYY/MM/DD');

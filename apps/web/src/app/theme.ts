import { createTheme } from '@mantine/core';
import type { CalendarAriaLabels } from '@mantine/dates';
import { formatDay } from '../lib/dates';

/** The calendar's arrows and headings, named for screen readers (Mantine leaves them unnamed). */
const calendarAriaLabels: CalendarAriaLabels = {
  monthLevelControl: '月を選ぶ',
  yearLevelControl: '年を選ぶ',
  nextMonth: '次の月',
  previousMonth: '前の月',
  nextYear: '次の年',
  previousYear: '前の年',
  nextDecade: '次の10年',
  previousDecade: '前の10年',
};

/**
 * Calendar headings the Japanese way (issue 15: the header read 「11月 2026」): 2026年11月. Each input
 * sets its own valueFormat, as lib/dates.ts formats days.
 */
const calendarLabels = {
  monthLabelFormat: 'YYYY年M月',
  yearLabelFormat: 'YYYY年',
  decadeLabelFormat: 'YYYY年',
};

/** Days read aloud as the screen writes them (Mantine's default is 「10 11月 2026」). */
const dayLabels = { ...calendarLabels, getDayAriaLabel: (date: string) => formatDay(date) };

const japaneseSans = "'Noto Sans JP', 'Hiragino Kaku Gothic ProN', 'Hiragino Sans', Meiryo, sans-serif";

/** Japanese sans in 400/500/700 and a 13px base size (product.md §9.3). */
export const theme = createTheme({
  fontFamily: japaneseSans,
  headings: { fontFamily: japaneseSans, fontWeight: '700' },
  fontSizes: { xs: '11px', sm: '12px', md: '13px', lg: '15px', xl: '17px' },
  primaryColor: 'teal',
  defaultRadius: 'sm',
  cursorType: 'pointer',
  components: {
    // Plain objects, not DateInput.extend(): importing the pickers here put them on the sign-in page.
    DateInput: { defaultProps: { ariaLabels: calendarAriaLabels, ...dayLabels } },
    DatePickerInput: { defaultProps: { ariaLabels: calendarAriaLabels, ...dayLabels } },
    MonthPickerInput: { defaultProps: { ariaLabels: calendarAriaLabels, ...calendarLabels } },
    // A badge holds a short label (a kind, a status, a count): it takes its text's width rather than
    // shrinking into an ellipsis beside a long title (issue 30: 「スポ…」, 「施…」).
    Badge: { styles: { root: { flexShrink: 0, minWidth: 'max-content' } } },
  },
});

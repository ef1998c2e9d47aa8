import { createTheme, darken, luminance, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
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

/**
 * The product's green, darker from shade 6 on (issue 38: white on Mantine's teal-6 was 2.55 : 1, its
 * text on white the same): shade 6 — buttons, links, the KGI badge — holds white text and stands on
 * white at 5 : 1 and more (WCAG 2.x AA asks 4.5 : 1). The light shades the boards tint with stay.
 * The name stays teal, so every use of the product's colour takes the new shades.
 */
const kaizenGreen: MantineColorsTuple = [
  '#e6fcf5',
  '#c3fae8',
  '#96f2d7',
  '#63e6be',
  '#38d9a9',
  '#109e74',
  '#0b7d5a',
  '#096d4f',
  '#075d43',
  '#054d37',
];

/** WCAG's contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG 2.x AA for text of the product's sizes. */
const AA_TEXT = 4.5;

/** The first of the shades that holds AA on every ground; darker and darker shade 9 when none does. */
function readable(shades: readonly string[], grounds: readonly string[]): string {
  const holds = (colour: string) => grounds.every((ground) => contrastRatio(colour, ground) >= AA_TEXT);
  const found = shades.find(holds);
  if (found) return found;
  const darkest = shades[shades.length - 1] ?? '#000000';
  let amount = 0.05;
  while (!holds(darken(darkest, amount))) amount += 0.05;
  return darken(darkest, amount);
}

/**
 * Every colour's text, filled and light variants made readable once, for every component that uses
 * them (issue 38: 準備中's yellow on its light yellow was 2.68 : 1, a red badge's white text 3.3 : 1):
 * a filled background is the first shade from 6 on that holds white text at AA (or shade 9
 * darkened), which also colours the colour's text and outline on white and light grey; a light variant's text is
 * shade 9, darkened until it holds AA on the light hover background. Dimmed text holds AA on white
 * and on the grey backgrounds of table heads and panels.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-error': 'var(--mantine-color-red-filled)',
    '--mantine-color-anchor': `var(--mantine-color-${resolved.primaryColor}-filled)`,
  };
  // Coloured text also stands on the light greys of table heads and panels.
  const grounds = ['#ffffff', resolved.colors.gray[2]];
  for (const [name, shades] of Object.entries(resolved.colors)) {
    if (name === 'dark') continue;
    const filled = readable(shades.slice(6), grounds);
    light[`--mantine-color-${name}-filled`] = filled;
    light[`--mantine-color-${name}-filled-hover`] = darken(filled, 0.15);
    light[`--mantine-color-${name}-outline`] = filled;
    light[`--mantine-color-${name}-light-color`] = readable(
      [shades[9] ?? filled],
      [shades[1] ?? '#ffffff', shades[2] ?? '#ffffff'],
    );
  }
  return { variables: {}, light, dark: {} };
};

/** Japanese sans in 400/500/700 and a 13px base size (product.md §9.3). */
export const theme = createTheme({
  fontFamily: japaneseSans,
  headings: { fontFamily: japaneseSans, fontWeight: '700' },
  fontSizes: { xs: '11px', sm: '12px', md: '13px', lg: '15px', xl: '17px' },
  colors: { teal: kaizenGreen },
  primaryColor: 'teal',
  defaultRadius: 'sm',
  cursorType: 'pointer',
  components: {
    // Plain objects, not DateInput.extend(): importing the pickers here put them on the sign-in page.
    DateInput: { defaultProps: { ariaLabels: calendarAriaLabels, ...dayLabels } },
    DatePickerInput: { defaultProps: { ariaLabels: calendarAriaLabels, ...dayLabels } },
    MonthPickerInput: { defaultProps: { ariaLabels: calendarAriaLabels, ...calendarLabels } },
    // Every input's clear button (dates, selects) has a name even where the field gives none of its
    // own (issue 38: the period's clear button on a sale read as an unnamed button).
    InputClearButton: { defaultProps: { 'aria-label': 'クリア' } },
    // A dialog's or drawer's × is an icon alone: axe found it unnamed in the Shift_JIS dialog.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': '閉じる' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': '閉じる' } } },
    // A clearable file field's × is a button of its own: named, or a screen reader reads 「ボタン」 alone.
    FileInput: { defaultProps: { clearButtonProps: { 'aria-label': '選んだファイルを外す' } } },
    // A badge holds a short label (a kind, a status, a count): it takes its text's width rather than
    // shrinking into an ellipsis beside a long title (issue 30: 「スポ…」, 「施…」).
    Badge: { styles: { root: { flexShrink: 0, minWidth: 'max-content' } } },
    // A paper or card made a link (the admin top's sections) keeps the focus ring every other control
    // shows: Mantine's Paper sets outline 0, so reached by Tab it showed nothing (issue 38).
    Paper: { classNames: { root: 'mantine-focus-auto' } },
    Card: { classNames: { root: 'mantine-focus-auto' } },
  },
});

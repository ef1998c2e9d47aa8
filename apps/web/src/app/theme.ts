import { createTheme } from '@mantine/core';

const japaneseSans = "'Noto Sans JP', 'Hiragino Kaku Gothic ProN', 'Hiragino Sans', Meiryo, sans-serif";

/** Japanese sans in 400/500/700 and a 13px base size (spec §9). */
export const theme = createTheme({
  fontFamily: japaneseSans,
  headings: { fontFamily: japaneseSans, fontWeight: '700' },
  fontSizes: { xs: '11px', sm: '12px', md: '13px', lg: '15px', xl: '17px' },
  primaryColor: 'teal',
  defaultRadius: 'sm',
  cursorType: 'pointer',
});

/** Dialog widths (spec §9): create and edit dialogs 400px, image settings 600px. */
export const DIALOG_WIDTH = { form: 400, image: 600 } as const;

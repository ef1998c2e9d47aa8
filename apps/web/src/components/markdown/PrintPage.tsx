import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './markdown.module.css';

/** A report as read and printed: A4 with the body 640px wide, the app's chrome and buttons left out of print. */
export function PrintPage({ children }: { children: ReactNode }) {
  return (
    <Stack gap="md" className={classes.printPage}>
      {children}
    </Stack>
  );
}

import { Text } from '@mantine/core';
import classes from './measure-report.module.css';

/** Text as typed, line breaks kept; a dash when empty. */
export function MultilineText({ children }: { children: string }) {
  return (
    <Text size="sm" className={classes.multiline} c={children ? undefined : 'dimmed'}>
      {children || '—'}
    </Text>
  );
}

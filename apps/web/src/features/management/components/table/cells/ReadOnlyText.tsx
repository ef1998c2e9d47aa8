import { Text } from '@mantine/core';
import classes from '../table.module.css';

/** A value shown to someone who may not edit it. */
export function ReadOnlyText({ children }: { children: string | null | undefined }) {
  return (
    <Text size="xs" className={classes.readOnly} c={children ? undefined : 'dimmed'}>
      {children || '—'}
    </Text>
  );
}

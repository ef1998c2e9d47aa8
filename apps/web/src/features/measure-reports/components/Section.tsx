import { Group, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import classes from './measure-report.module.css';

/** A titled block of the report, kept whole on a printed page. */
export function Section({
  title,
  actions,
  className,
  children,
}: {
  title: string;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className={className ? `${classes.section} ${className}` : classes.section} aria-labelledby={id}>
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} fz="md" id={id} className={classes.sectionTitle}>
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </section>
  );
}

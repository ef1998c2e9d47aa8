import { Input } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import { labelInName } from './label-in-name';
import classes from './editors.module.css';

/**
 * What an editor shows until it is used: a light stand-in with the editor's name, value and role —
 * a closed combobox for a select, a button for a date-range picker, a read-only text box for a date.
 * Mounting every Select and date picker of a large table costs seconds (bench:web); this costs
 * little, and the real editor takes its place, opened, on click or Enter / Space / ↓.
 */
export function RestingInput({
  label,
  value,
  onActivate,
  readOnly,
  as = 'textbox',
  miw,
  wrap,
}: {
  label: string;
  value: string;
  onActivate: () => void;
  readOnly?: boolean;
  as?: 'combobox' | 'button' | 'textbox';
  miw?: number;
  /** A button whose value may break onto a second line (a period in a narrow column). */
  wrap?: boolean;
}) {
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (readOnly) return;
    if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
      event.preventDefault();
      onActivate();
    }
  };
  const common = {
    size: 'xs' as const,
    // A button shows its value as its text, which its name must hold; a text box's value is its own.
    'aria-label': as === 'button' ? labelInName(label, value) : label,
    pointer: !readOnly,
    onClick: readOnly ? undefined : onActivate,
    onKeyDown,
    rightSection: readOnly || as === 'button' ? null : <IconChevronDown size={12} />,
    rightSectionPointerEvents: 'none' as const,
    miw,
    w: '100%',
  };
  if (as === 'button') {
    return (
      <Input
        component="button"
        type="button"
        disabled={readOnly}
        {...common}
        classNames={wrap ? { input: classes.wrap } : undefined}
      >
        {value || '—'}
      </Input>
    );
  }
  return (
    <Input
      {...common}
      value={value}
      placeholder="—"
      readOnly
      {...(as === 'combobox' ? { role: 'combobox', 'aria-expanded': false, 'aria-haspopup': 'listbox' as const } : {})}
    />
  );
}

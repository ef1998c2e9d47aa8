import { Text, Textarea, TextInput, UnstyledButton } from '@mantine/core';
import { useState, type KeyboardEvent } from 'react';
import { editKeys } from '../../lib/ime';
import { labelInName } from './label-in-name';
import classes from './editors.module.css';

export interface InlineTextProps {
  value: string;
  /** Resolves once the server has saved; rejects to keep the editor open. */
  onSave: (next: string) => Promise<unknown>;
  label: string;
  placeholder?: string;
  /** Empty text is not saved (product.md §5 empty text): the edit is dropped and the old text stays. */
  required?: boolean;
  multiline?: boolean;
  readOnly?: boolean;
  size?: 'xs' | 'sm';
}

/**
 * Text that becomes an input on click: Enter (never the Enter confirming an IME conversion) or
 * leaving the field saves, Escape restores. The text changes only after the server has saved.
 */
export function InlineText({
  value,
  onSave,
  label,
  placeholder = '—',
  required,
  multiline,
  readOnly,
  size = 'sm',
}: InlineTextProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const finish = async () => {
    if (draft === null || saving) return;
    // A line break left at the end (an Enter before leaving the field) is never kept: a CSV would carry it.
    const next = multiline ? draft.trimEnd() : draft.trim();
    if (next === value || (required && next.trim() === '')) {
      setDraft(null);
      return;
    }
    setSaving(true);
    try {
      await onSave(next);
      setDraft(null);
    } catch {
      // The failure toast has been shown; the text stays editable with what was typed.
    } finally {
      setSaving(false);
    }
  };

  if (draft === null) {
    if (readOnly) {
      return (
        <Text size={size} className={classes.text} c={value ? undefined : 'dimmed'}>
          {value || placeholder}
        </Text>
      );
    }
    return (
      <UnstyledButton
        className={classes.trigger}
        aria-label={labelInName(`${label}を編集`, value || placeholder)}
        onClick={() => setDraft(value)}
      >
        <Text size={size} className={classes.text} c={value ? undefined : 'dimmed'}>
          {value || placeholder}
        </Text>
      </UnstyledButton>
    );
  }

  const keys = editKeys({ onEnter: () => void finish(), onEscape: () => setDraft(null) });
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // In a multi-line field a plain Enter is a new line; Ctrl/⌘+Enter saves.
    if (multiline && event.key === 'Enter' && !event.ctrlKey && !event.metaKey) return;
    keys(event);
  };
  const common = {
    'aria-label': label,
    value: draft,
    size,
    autoFocus: true,
    readOnly: saving,
    onChange: (event: { currentTarget: { value: string } }) => setDraft(event.currentTarget.value),
    onBlur: () => void finish(),
    onKeyDown,
  };
  return multiline ? <Textarea {...common} autosize minRows={2} /> : <TextInput {...common} />;
}

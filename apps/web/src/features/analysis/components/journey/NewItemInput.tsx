import { Button, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { editKeys } from '../../../../lib/ime';

/**
 * 追加 at the foot of a phase cell: a text box typed into and saved with Enter (never the Enter that
 * confirms an IME conversion) or by leaving it; Escape or empty text adds nothing.
 */
export function NewItemInput({ label, onAdd }: { label: string; onAdd: (text: string) => Promise<unknown> }) {
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const finish = async () => {
    if (draft === null || saving) return;
    const text = draft.trim();
    if (text === '') {
      setDraft(null);
      return;
    }
    setSaving(true);
    try {
      await onAdd(text);
      setDraft(null);
    } catch {
      // The failure toast has been shown; what was typed stays to try again.
    } finally {
      setSaving(false);
    }
  };

  if (draft === null) {
    return (
      <Button
        variant="subtle"
        color="gray"
        size="compact-xs"
        leftSection={<IconPlus size={12} />}
        className="no-print"
        aria-label={`${label}を追加`}
        onClick={() => setDraft('')}
      >
        追加
      </Button>
    );
  }
  return (
    <TextInput
      size="xs"
      autoFocus
      aria-label={`新しい${label}`}
      placeholder="入力してEnter"
      value={draft}
      readOnly={saving}
      onChange={(event) => setDraft(event.currentTarget.value)}
      onBlur={() => void finish()}
      onKeyDown={editKeys({ onEnter: () => void finish(), onEscape: () => setDraft(null) })}
    />
  );
}

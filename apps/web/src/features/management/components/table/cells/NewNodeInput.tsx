import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { editKeys } from '../../../../../lib/ime';
import { useManagement } from '../../context';
import { newNode, type NewNodeTarget } from '../../../new-node';

/**
 * The transient new-item text of a row (product.md §3.4): Enter creates the node — never the Enter that
 * confirms an IME conversion — and empty text creates nothing (product.md §5 empty text). Escape, or leaving the
 * field empty, closes it; typed text stays until it is created or cancelled.
 */
export function NewNodeInput({ target, label, onDone }: { target: NewNodeTarget; label: string; onDone: () => void }) {
  const { projectId, createNode } = useManagement();
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const title = text.trim();
    if (saving) return;
    if (!title) {
      onDone();
      return;
    }
    setSaving(true);
    try {
      await createNode(newNode(target, title, projectId, 'table'));
      setText('');
      onDone();
    } catch {
      // The failure toast has been shown; the text stays for another try.
    } finally {
      setSaving(false);
    }
  };

  return (
    <TextInput
      size="xs"
      autoFocus
      aria-label={label}
      placeholder="入力してEnter"
      value={text}
      readOnly={saving}
      onChange={(event) => setText(event.currentTarget.value)}
      onKeyDown={editKeys({ onEnter: () => void submit(), onEscape: onDone })}
      onBlur={() => {
        if (!text.trim() && !saving) onDone();
      }}
    />
  );
}

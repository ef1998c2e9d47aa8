import { TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { editKeys } from '../../../../lib/ime';

interface MasterNameEditorProps {
  name: string;
  /** Saves the new name; rejects when the server refused (the editor then stays open). */
  onSave: (name: string) => Promise<unknown>;
  /** `keyboard`: closed by Enter or Escape, so focus goes back to the row; `blur`: focus has moved on already. */
  onClose: (how: 'keyboard' | 'blur') => void;
}

/**
 * The in-place rename of a master entry: Enter or leaving the field saves, Escape restores the
 * saved name. Neither key counts while a Japanese IME is composing (Enter confirms the conversion,
 * Escape cancels it). An empty or unchanged name saves nothing (product.md §5 empty text).
 */
export function MasterNameEditor({ name, onSave, onClose }: MasterNameEditorProps) {
  const [draft, setDraft] = useState(name);
  const [saving, setSaving] = useState(false);
  // Set once Enter, Escape or blur has decided; the blur that follows closing must not save again.
  const settled = useRef(false);

  const save = async (how: 'keyboard' | 'blur') => {
    if (settled.current) return;
    settled.current = true;
    const next = draft.trim();
    if (next === '' || next === name) {
      onClose(how);
      return;
    }
    setSaving(true);
    try {
      await onSave(next);
      onClose(how);
    } catch {
      // The failure toast explains it; keep the draft so it can be corrected.
      settled.current = false;
      setSaving(false);
    }
  };

  const cancel = () => {
    settled.current = true;
    onClose('keyboard');
  };

  return (
    <TextInput
      aria-label={`「${name}」の新しい名前`}
      value={draft}
      onChange={(event) => setDraft(event.currentTarget.value)}
      onKeyDown={(event) => {
        editKeys({ onEnter: () => void save('keyboard'), onEscape: cancel })(event);
      }}
      onBlur={() => void save('blur')}
      readOnly={saving}
      autoFocus
      size="xs"
      flex={1}
      maw={360}
    />
  );
}

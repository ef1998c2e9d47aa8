import { Switch } from '@mantine/core';
import { useState } from 'react';
import { useManagement } from '../../context';
import { ReadOnlyText } from './ReadOnlyText';

/**
 * A measure's display flag (is_show; 0 hides it from client users). Only staff change it; the
 * switch moves once the server has answered.
 */
export function VisibilityCell({
  value,
  label,
  onSave,
}: {
  value: 0 | 1;
  label: string;
  onSave: (next: 0 | 1) => Promise<unknown>;
}) {
  const { canEdit, info } = useManagement();
  const [saving, setSaving] = useState(false);
  if (!canEdit || !info.permissions.can_change_visibility) {
    return <ReadOnlyText>{value === 1 ? '表示' : '非表示'}</ReadOnlyText>;
  }
  return (
    <Switch
      size="xs"
      aria-label={label}
      checked={value === 1}
      disabled={saving}
      onChange={(event) => {
        setSaving(true);
        void onSave(event.currentTarget.checked ? 1 : 0)
          .catch(() => undefined)
          .finally(() => setSaving(false));
      }}
    />
  );
}

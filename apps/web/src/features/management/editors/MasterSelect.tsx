import { Select } from '@mantine/core';
import type { MasterItem } from '@kaizen/domain';
import { useState } from 'react';

/** A master-list choice (status, importance, …) saved as soon as it is picked. */
export function MasterSelect({
  items,
  value,
  onSave,
  label,
  readOnly,
  clearable = true,
}: {
  items: MasterItem[];
  value: number | null;
  onSave: (next: number | null) => Promise<unknown>;
  label: string;
  readOnly?: boolean;
  clearable?: boolean;
}) {
  const [saving, setSaving] = useState(false);
  return (
    <Select
      aria-label={label}
      size="xs"
      data={items.map((item) => ({ value: String(item.id), label: item.name }))}
      value={value === null ? null : String(value)}
      placeholder="—"
      clearable={clearable}
      readOnly={readOnly || saving}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      onChange={(next) => {
        const id = next === null ? null : Number(next);
        if (id === value) return;
        setSaving(true);
        void onSave(id)
          .catch(() => undefined)
          .finally(() => setSaving(false));
      }}
      w="100%"
      miw={90}
    />
  );
}

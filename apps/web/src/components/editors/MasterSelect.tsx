import { Select } from '@mantine/core';
import type { MasterItem } from '@kaizen/domain';
import { useState } from 'react';
import { RestingInput } from './RestingInput';

/**
 * A master-list choice (status, importance, …) saved as soon as it is picked. At rest it is a plain
 * input; the Select mounts, opened, only while it is being used.
 */
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
  const [active, setActive] = useState(false);
  const [saving, setSaving] = useState(false);
  const name = items.find((i) => i.id === value)?.name ?? '';
  if (!active || readOnly) {
    return (
      <RestingInput
        label={label}
        value={name}
        readOnly={readOnly || saving}
        onActivate={() => setActive(true)}
        miw={90}
      />
    );
  }
  return (
    <Select
      aria-label={label}
      size="xs"
      data={items.map((item) => ({ value: String(item.id), label: item.name }))}
      value={value === null ? null : String(value)}
      placeholder="—"
      clearable={clearable}
      allowDeselect={false}
      autoFocus
      defaultDropdownOpened
      onDropdownClose={() => setActive(false)}
      comboboxProps={{ withinPortal: true }}
      onChange={(next) => {
        setActive(false);
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

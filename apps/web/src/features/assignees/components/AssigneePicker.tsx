import { Button, Group, MultiSelect, Stack } from '@mantine/core';
import type { AssignableKind } from '@kaizen/domain';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useUpdateAssignees } from '../api/people';
import { useAssignees } from './context';
import classes from './assignees.module.css';

/**
 * The 担当者 of one node as a searchable multi-select of the project's people (names typed through
 * the IME filter it; the Enter that confirms a conversion picks nothing). 保存 sends the whole set;
 * a refusal is shown under the field and the picker stays open.
 */
export function AssigneePicker({
  kind,
  id,
  subject,
  assignees,
  onDone,
}: {
  kind: AssignableKind;
  id: number;
  subject: string;
  assignees: readonly number[];
  onDone: () => void;
}) {
  const { projectId, people, invalidate } = useAssignees();
  const save = useUpdateAssignees(projectId, invalidate);
  // Only people the project may assign can be kept: one who no longer may is dropped on save.
  const [value, setValue] = useState(() => assignees.filter((userId) => people.has(userId)).map(String));
  // The list closes on each pick: open, it would cover 保存 (it lies over the picker, not beside it).
  const [listOpen, setListOpen] = useState(false);
  const refused = save.error instanceof ApiError && save.error.status === 400 ? save.error : null;
  return (
    <Stack gap="xs" className={classes.picker}>
      <MultiSelect
        size="xs"
        label={`${subject}の担当者`}
        placeholder={value.length === 0 ? '名前で検索' : undefined}
        data={[...people.values()].map((person) => ({ value: String(person.id), label: person.name }))}
        value={value}
        onChange={(next) => {
          setValue(next);
          setListOpen(false);
        }}
        dropdownOpened={listOpen}
        onDropdownOpen={() => setListOpen(true)}
        onDropdownClose={() => setListOpen(false)}
        searchable
        clearable
        nothingFoundMessage="該当する人がいません"
        error={refused ? (refused.fieldMessage('userIds') ?? refused.message) : undefined}
        comboboxProps={{ withinPortal: false }}
        // The whole list, without a scroll box of its own: its options take no focus (the field keeps
        // it), so a scrolled list was a region no keyboard could reach (axe's scrollable-region-focusable,
        // once a project had more people than the box showed). The page scrolls instead.
        withScrollArea={false}
        data-autofocus
      />
      <Group gap="xs" justify="flex-end">
        <Button size="xs" variant="default" onClick={onDone}>
          キャンセル
        </Button>
        <Button
          size="xs"
          loading={save.isPending}
          onClick={() => save.mutate({ kind, id, userIds: value.map(Number) }, { onSuccess: onDone })}
        >
          保存
        </Button>
      </Group>
    </Stack>
  );
}

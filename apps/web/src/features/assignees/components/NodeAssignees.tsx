import { ActionIcon, Group, Popover } from '@mantine/core';
import type { AssignableKind } from '@kaizen/domain';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { tooltipLabel } from '../../../components/TooltipScope';
import { AssigneeAvatars } from './AssigneeAvatars';
import { AssigneePicker } from './AssigneePicker';
import { useAssignees } from './context';
import { peopleOf } from './names';

/**
 * A node's 担当者 where it is shown (tree row, table cell, card): the avatars, and for someone who
 * may edit the node a 担当者を設定 button (or a click on the avatars) opening the picker.
 */
export function NodeAssignees({
  kind,
  id,
  subject,
  assignees = [],
}: {
  kind: AssignableKind;
  id: number;
  /** The node as the screen names it, e.g. 施策「…」. */
  subject: string;
  assignees?: readonly number[] | undefined;
}) {
  const { people, canAssign } = useAssignees();
  const [open, setOpen] = useState(false);
  const shown = peopleOf(assignees, people);
  if (!canAssign) return <AssigneeAvatars people={shown} />;
  return (
    <Group gap={2} wrap="nowrap">
      <AssigneeAvatars people={shown} onClick={() => setOpen(true)} />
      <Popover opened={open} onChange={setOpen} position="bottom-end" trapFocus returnFocus withinPortal shadow="md">
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={`${subject}の担当者を設定`}
            aria-expanded={open}
            onClick={() => setOpen((o) => !o)}
            {...tooltipLabel('担当者を設定')}
          >
            <IconUserPlus size={14} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown>
          {open ? (
            <AssigneePicker kind={kind} id={id} subject={subject} assignees={assignees} onDone={() => setOpen(false)} />
          ) : null}
        </Popover.Dropdown>
      </Popover>
    </Group>
  );
}

import { Avatar } from '@mantine/core';
import type { AssignablePerson } from '@kaizen/domain';
import { tooltipLabel } from '../../../components/TooltipScope';
import { assigneesLabel } from './names';
import classes from './assignees.module.css';

/** How many initials a row shows before 「+n」. */
const SHOWN = 3;

/**
 * The 担当者 as small round badges of their initials; the full names are the group's accessible name
 * and its tooltip (under a TooltipScope).
 */
export function AssigneeAvatars({ people, onClick }: { people: readonly AssignablePerson[]; onClick?: () => void }) {
  if (people.length === 0) return null;
  const label = assigneesLabel(people);
  const rest = people.length - SHOWN;
  return (
    <span
      role="img"
      aria-label={label}
      className={classes.avatars}
      data-clickable={onClick ? true : undefined}
      onClick={onClick}
      {...tooltipLabel(label)}
    >
      <Avatar.Group spacing={6} aria-hidden>
        {people.slice(0, SHOWN).map((person) => (
          <Avatar key={person.id} size={22} radius="xl" variant="filled" color="indigo.8" className={classes.avatar}>
            {person.initials}
          </Avatar>
        ))}
        {rest > 0 ? (
          <Avatar size={22} radius="xl" variant="filled" color="gray.7" className={classes.avatar}>
            +{rest}
          </Avatar>
        ) : null}
      </Avatar.Group>
    </span>
  );
}

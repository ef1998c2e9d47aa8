import type { AssignablePerson } from '@kaizen/domain';

/** Someone assigned who is no longer among those the project may assign (a client after editing was switched off). */
const UNKNOWN: Omit<AssignablePerson, 'id'> = { name: '担当者から外れた人', initials: '?' };

/** The people of a node's 担当者 ids, in the order assigned. */
export const peopleOf = (ids: readonly number[], people: ReadonlyMap<number, AssignablePerson>): AssignablePerson[] =>
  ids.map((id) => people.get(id) ?? { id, ...UNKNOWN });

/** The avatars' accessible name: 担当者: 佐藤 花子、鈴木 一郎. */
export const assigneesLabel = (people: readonly AssignablePerson[]) =>
  `担当者: ${people.map((person) => person.name).join('、')}`;

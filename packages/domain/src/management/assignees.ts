import { idSchema } from '../common/ids.js';
import { z } from '../common/zod.js';
import { assignableKinds } from '../today/schemas.js';

/** How many people one node may have as 担当者: a team, not a mailing list. */
export const ASSIGNEES_MAX = 20;

/** POST managements/update_assignees: the node's whole set of 担当者 (an empty list clears it). */
export const updateAssigneesRequestSchema = z.object({
  projectId: idSchema.optional(),
  kind: z.enum(assignableKinds, { error: '種類が正しくありません' }),
  id: idSchema,
  userIds: z
    .array(idSchema, { error: '担当者を指定してください' })
    .max(ASSIGNEES_MAX, `担当者は${ASSIGNEES_MAX}人以内で指定してください`),
});
export type UpdateAssigneesRequest = z.infer<typeof updateAssigneesRequestSchema>;

export const nodeAssigneesSchema = z.object({
  kind: z.enum(assignableKinds),
  id: z.number().int(),
  user_ids: z.array(z.number().int()),
});
export type NodeAssignees = z.infer<typeof nodeAssigneesSchema>;

/** Someone who may be assigned in a project, as the picker and the avatars show them. */
export const assignablePersonSchema = z.object({ id: z.number().int(), name: z.string(), initials: z.string() });
export type AssignablePerson = z.infer<typeof assignablePersonSchema>;
export const assignablePeopleSchema = z.object({ people: z.array(assignablePersonSchema) });
export type AssignablePeople = z.infer<typeof assignablePeopleSchema>;

/**
 * The avatar's letters: a Japanese name's first character (family names come first), or the first
 * letters of a Latin name's first two words, upper-cased.
 */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/[\s\u3000]+/)
    .filter((word) => word !== '');
  const first = words[0];
  if (first === undefined) return '?';
  if (!/^[A-Za-z]/.test(first)) return Array.from(first)[0] ?? '?';
  const second = words[1];
  const letters = first.charAt(0) + (second !== undefined && /^[A-Za-z]/.test(second) ? second.charAt(0) : '');
  return letters.toUpperCase();
}

/** The ids of userIds not among the assignable ones, each once, in the order sent. */
export function unassignableIds(userIds: readonly number[], assignable: ReadonlySet<number>): number[] {
  return [...new Set(userIds)].filter((id) => !assignable.has(id));
}

import { idSchema } from './ids.js';
import { z } from './zod.js';

/**
 * What an overview section belongs to (decisions/0013): a client project, or a sales customer not
 * yet a client. A customer's rows follow it into the project it becomes, so nothing is typed again.
 */
export type Owner = { kind: 'project'; id: number } | { kind: 'sale'; id: number };

const OWNER_MESSAGE = 'project_id か sale_id のどちらか一方を指定してください';

/** Exactly one of project_id and sale_id, as the overview's calls take them (query or body). */
export const ownerFieldsSchema = z.object({ project_id: idSchema.optional(), sale_id: idSchema.optional() });

export function ownerOf(fields: { project_id?: number | undefined; sale_id?: number | undefined }): Owner {
  return fields.project_id !== undefined
    ? { kind: 'project', id: fields.project_id }
    : { kind: 'sale', id: fields.sale_id ?? 0 };
}

/** A refinement for any schema extending ownerFieldsSchema: one owner, not both, not neither. */
export function refineOwner(
  value: { project_id?: number | undefined; sale_id?: number | undefined },
  ctx: z.RefinementCtx,
) {
  if ((value.project_id === undefined) === (value.sale_id === undefined)) {
    ctx.addIssue({ code: 'custom', path: ['project_id'], message: OWNER_MESSAGE });
  }
}

export const ownerQuerySchema = ownerFieldsSchema.superRefine(refineOwner);

import { idSchema } from '../common/ids.js';
import { z } from '../common/zod.js';

/** Project (product.md §3.1: id, project_name, company_id), with its company's name for display. */
export const projectSchema = z.object({
  id: z.number().int(),
  project_name: z.string(),
  company_id: z.number().int(),
  company_name: z.string(),
});
export type Project = z.infer<typeof projectSchema>;

/** A row of the project list (product.md §3.1 company list entry): numbered, with the caller's favourite star. */
export const projectListEntrySchema = projectSchema.extend({
  index: z.number().int(),
  /** Whether the caller may rename it (staff). */
  editable: z.boolean(),
  is_favorite: z.boolean(),
});
export type ProjectListEntry = z.infer<typeof projectListEntrySchema>;

export const projectListSchema = z.object({ projects: z.array(projectListEntrySchema) });

export const getProjectRequestSchema = z.object({ projectId: idSchema });
export const getProjectResponseSchema = z.object({ project: projectSchema });

/** GET /api/v1/projects/get_favorite: the caller's starred projects, oldest star first. */
export const favoriteProjectListSchema = z.object({ projects: z.array(projectSchema) });

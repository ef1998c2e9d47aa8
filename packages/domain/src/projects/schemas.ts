import { idSchema } from '../common/ids.js';
import { z } from '../common/zod.js';

/** Project (spec §3: id, project_name, company_id), with its company's name for display. */
export const projectSchema = z.object({
  id: z.number().int(),
  project_name: z.string(),
  company_id: z.number().int(),
  company_name: z.string(),
});
export type Project = z.infer<typeof projectSchema>;

export const projectListSchema = z.object({ projects: z.array(projectSchema) });

export const getProjectRequestSchema = z.object({ projectId: idSchema });
export const getProjectResponseSchema = z.object({ project: projectSchema });

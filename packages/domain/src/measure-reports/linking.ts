import { idSchema } from '../common/ids.js';
import { z } from '../common/zod.js';
import { flagSchema } from '../management/nodes.js';
import { MANAGEMENT_TEXT_MAX } from '../management/requests.js';

/** A link of the report (in its GET answer). */
export const reportLinkSchema = z.object({
  kind: z.enum(['task', 'hypothesis']),
  id: z.number().int(),
  title: z.string(),
});
export type ReportLink = z.infer<typeof reportLinkSchema>;

/** linking/get_task_list, get_hypothesis_list: what the report may be linked to. */
export const linkCandidateSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Where it sits: the titles above it. */
  path: z.array(z.string()),
  linked: z.boolean(),
});
export type LinkCandidate = z.infer<typeof linkCandidateSchema>;
export const linkCandidatesResponseSchema = z.object({ items: z.array(linkCandidateSchema) });

export const linkTaskRequestSchema = z.object({
  measure_id: idSchema,
  task_id: idSchema,
  /** 1 links (default), 0 removes the link. */
  is_link: flagSchema.optional().default(1),
});
export const linkHypothesisRequestSchema = z.object({
  measure_id: idSchema,
  hypothesis_id: idSchema,
  is_link: flagSchema.optional().default(1),
});

const newTitle = (label: string) =>
  z
    .string({ error: `${label}を入力してください` })
    .trim()
    .min(1, `${label}を入力してください`)
    .max(MANAGEMENT_TEXT_MAX, `${label}は${MANAGEMENT_TEXT_MAX}文字以内で入力してください`);

/** linking/create_task: a new task under the measure's KPI (or non-KPI), linked to the report. */
export const linkingCreateTaskRequestSchema = z.object({ measure_id: idSchema, task: newTitle('課題') });
/** linking/create_hypothesis: a new hypothesis under the measure's factor, linked to the report. */
export const linkingCreateHypothesisRequestSchema = z.object({
  measure_id: idSchema,
  hypothesis: newTitle('仮説'),
});

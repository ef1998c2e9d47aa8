import { idSchema } from '../common/ids.js';
import { z } from '../common/zod.js';
import { builtInTemplates } from './built-in.js';

const hypothesisSchema = z.object({
  title: z.string(),
  measures: z.array(z.object({ title: z.string(), expected_uplift: z.number().optional() })),
  works: z.array(z.string()).optional(),
});
export const treeTemplateSchema = z.object({
  key: z.string(),
  name: z.string(),
  description: z.string(),
  kgi: z.string(),
  kpis: z.array(
    z.object({
      title: z.string(),
      tasks: z.array(
        z.object({
          title: z.string(),
          factors: z.array(z.object({ title: z.string(), hypotheses: z.array(hypothesisSchema) })),
        }),
      ),
    }),
  ),
});

/** GET templates: the templates a project's tree can start from, each whole for its preview. */
export const templatesResponseSchema = z.object({ templates: z.array(treeTemplateSchema) });

const templateKeys = builtInTemplates.map((template) => template.key) as [string, ...string[]];

/** POST managements/apply_template: a template's tree into the project. */
export const applyTemplateRequestSchema = z.object({
  project_id: idSchema,
  template: z.enum(templateKeys, { error: 'テンプレートを選んでください' }),
});
export type ApplyTemplateRequest = z.infer<typeof applyTemplateRequestSchema>;

export const templateMessages = {
  applied: (nodes: number) => `テンプレートから${nodes.toLocaleString('en-US')}件を追加しました`,
  nothing: 'このテンプレートの項目はすべてツリーにあります',
} as const;

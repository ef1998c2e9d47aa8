import { idSchema } from '../common/ids.js';
import { z } from '../common/zod.js';

export const companyNameSchema = z
  .string({ error: '会社名を入力してください' })
  .trim()
  .min(1, '会社名を入力してください')
  .max(100, '会社名は100文字以内で入力してください');

export const projectNameSchema = z
  .string({ error: 'プロジェクト名を入力してください' })
  .trim()
  .min(1, 'プロジェクト名を入力してください')
  .max(100, 'プロジェクト名は100文字以内で入力してください');

export const companySchema = z.object({
  id: z.number().int(),
  company_name: z.string(),
  /** The operating company: its users are internal staff. */
  is_operator: z.boolean(),
  project_count: z.number().int(),
  user_count: z.number().int(),
});
export type Company = z.infer<typeof companySchema>;
export const companyListSchema = z.object({ companies: z.array(companySchema) });
export const companyResponseSchema = z.object({ company: companySchema });

export const createCompanyRequestSchema = z.object({ company_name: companyNameSchema });
export const updateCompanyRequestSchema = z.object({ id: idSchema, company_name: companyNameSchema });
export const idRequestSchema = z.object({ id: idSchema });

export const createProjectRequestSchema = z.object({ company_id: idSchema, project_name: projectNameSchema });
export const updateProjectRequestSchema = z.object({ id: idSchema, project_name: projectNameSchema });

export const favoriteRequestSchema = z.object({
  projectId: idSchema,
  is_favorite: z.boolean({ error: 'お気に入りの状態を指定してください' }),
});
export const favoriteResponseSchema = z.object({ projectId: z.number().int(), is_favorite: z.boolean() });

export const groupMemberSchema = z.object({
  user_id: z.number().int(),
  user_name: z.string(),
  account: z.string(),
  company_name: z.string(),
});
export const groupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  users: z.array(groupMemberSchema),
});
export type Group = z.infer<typeof groupSchema>;
export const groupListSchema = z.object({ groups: z.array(groupSchema) });
export const groupResponseSchema = z.object({ group: groupSchema });

export const groupNameSchema = z
  .string({ error: 'グループ名を入力してください' })
  .trim()
  .min(1, 'グループ名を入力してください')
  .max(50, 'グループ名は50文字以内で入力してください');
export const createGroupRequestSchema = z.object({ name: groupNameSchema });
export const updateGroupRequestSchema = z.object({ id: idSchema, name: groupNameSchema });
export const groupUserRequestSchema = z.object({ group_id: idSchema, user_id: idSchema });

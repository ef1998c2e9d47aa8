import { accountSchema, newPasswordSchema } from '../auth/schemas.js';
import { idSchema } from '../common/ids.js';
import { z } from '../common/zod.js';
import { emailFieldSchema } from '../mail/preferences.js';

/** User list entry (product.md §3.1): user_id, account, user_name, role, operation flag, company_name — plus what editing needs. */
export const userListEntrySchema = z.object({
  user_id: z.number().int(),
  account: z.string(),
  user_name: z.string(),
  role: z.number().int(),
  role_num: z.number().int(),
  /** 0 = internal staff (社内), 1 = client (クライアント). */
  operation: z.union([z.literal(0), z.literal(1)]),
  company_id: z.number().int(),
  company_name: z.string(),
  /** Issue 34: the address e-mail goes to once confirmed (null: none). */
  email: z.string().nullable(),
  email_confirmed: z.boolean(),
  /** Other accounts with the same address: allowed (one person, several accounts), but shown. */
  email_shared_count: z.number().int(),
});
export type UserListEntry = z.infer<typeof userListEntrySchema>;
export const userListSchema = z.object({ users: z.array(userListEntrySchema) });
export const userEntryResponseSchema = z.object({ user: userListEntrySchema });

export const userNameSchema = z
  .string({ error: '氏名を入力してください' })
  .trim()
  .min(1, '氏名を入力してください')
  .max(100, '氏名は100文字以内で入力してください');

export const roleSchema = z.union([z.literal(0), z.literal(1), z.literal(2)], {
  error: '権限を選択してください',
});

export const userKinds = ['staff', 'client'] as const;
export const userKindSchema = z.enum(userKinds, { error: '区分を選択してください' });

/** POST /api/v1/users/create: staff belong to the operating company, client users to a client company. */
export const createUserRequestSchema = z.object({
  kind: userKindSchema,
  company_id: idSchema,
  account: accountSchema,
  name: userNameSchema,
  role: roleSchema,
  password: newPasswordSchema,
  /** Optional; the user confirms it by the link sent to it ('' or absent: none). */
  email: emailFieldSchema.optional(),
});
export type CreateUserRequest = z.infer<typeof createUserRequestSchema>;

/** POST /api/v1/users/edit: another user's account, name, role and company (staff editing). */
export const editUserRequestSchema = z.object({
  user_id: idSchema,
  kind: userKindSchema,
  company_id: idSchema,
  account: accountSchema,
  name: userNameSchema,
  role: roleSchema,
  /** Absent: unchanged; '' removes it; another address waits for its owner's confirmation. */
  email: emailFieldSchema.optional(),
});
export type EditUserRequest = z.infer<typeof editUserRequestSchema>;

export const userIdRequestSchema = z.object({ user_id: idSchema });

export const resetPasswordRequestSchema = z.object({ user_id: idSchema, password: newPasswordSchema });

export const passwordResetTicketSchema = z.object({
  token: z.string(),
  expires_at: z.string(),
});
export const completePasswordResetRequestSchema = z.object({
  token: z.string({ error: '再設定用のリンクが正しくありません' }).min(1, '再設定用のリンクが正しくありません'),
  password: newPasswordSchema,
});

/** POST /api/v1/users/update: the signed-in user's own name, and password (the current one is required to change it). */
export const updateSelfRequestSchema = z
  .object({
    name: userNameSchema,
    current_password: z.string().max(128).optional(),
    new_password: newPasswordSchema.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.new_password !== undefined && !value.current_password) {
      ctx.addIssue({
        code: 'custom',
        path: ['current_password'],
        message: 'パスワードを変更するには現在のパスワードを入力してください',
      });
    }
  });
export type UpdateSelfRequest = z.infer<typeof updateSelfRequestSchema>;

/** How long a one-time password reset link stays valid. */
export const PASSWORD_RESET_TTL_HOURS = 24;

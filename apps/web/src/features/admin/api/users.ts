import {
  adminMessages,
  commonMessages,
  okResponseSchema,
  passwordResetTicketSchema,
  userEntryResponseSchema,
  userListSchema,
  type CreateUserRequest,
  type EditUserRequest,
  type UserListEntry,
} from '@kaizen/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/mutation';
import { adminKeys } from './keys';

/** GET /api/v1/users: every live user (staff only). */
export const usersQuery = queryOptions({
  queryKey: adminKeys.users(),
  queryFn: async () => (await apiGet('/api/v1/users', userListSchema)).users,
});

export const useUsers = () => useQuery(usersQuery);

const fieldErrorsShownInForm = (error: { fields: unknown[] }) => error.fields.length > 0;

/** POST /api/v1/users/create → 登録が完了しました. */
export function useCreateUser() {
  return useApiMutation({
    mutationFn: async (input: CreateUserRequest) =>
      (await apiPost('/api/v1/users/create', input, userEntryResponseSchema)).user,
    invalidate: [adminKeys.users(), adminKeys.companies(), adminKeys.groups()],
    success: { title: adminMessages.registered },
    failure: commonMessages.addFailed,
    handlesError: fieldErrorsShownInForm,
  });
}

/** POST /api/v1/users/edit → ユーザー情報を編集しました. */
export function useEditUser() {
  return useApiMutation({
    mutationFn: async (input: EditUserRequest) =>
      (await apiPost('/api/v1/users/edit', input, userEntryResponseSchema)).user,
    invalidate: [adminKeys.users(), adminKeys.companies(), adminKeys.groups()],
    success: { title: adminMessages.userEdited },
    failure: commonMessages.editFailed,
    handlesError: fieldErrorsShownInForm,
  });
}

/** What the confirmation says before a user is deleted, wherever that happens. */
export function userDeletionMessage(user: Pick<UserListEntry, 'user_name' | 'account'>): string {
  return `「${user.user_name}（${user.account}）」を削除しますか？ このユーザーはすぐにログアウトされます。作成した内容は残ります。`;
}

/** POST /api/v1/users/delete (管理者): the user's sessions end at once. */
export function useDeleteUser() {
  return useApiMutation({
    mutationFn: (userId: number) => apiPost('/api/v1/users/delete', { user_id: userId }, okResponseSchema),
    invalidate: [adminKeys.users(), adminKeys.companies(), adminKeys.groups()],
    success: { title: adminMessages.userDeleted },
    failure: commonMessages.deleteFailed,
  });
}

/** POST /api/v1/users/reset_password (管理者). */
export function useResetPassword() {
  return useApiMutation({
    mutationFn: (input: { user_id: number; password: string }) =>
      apiPost('/api/v1/users/reset_password', input, okResponseSchema),
    success: { title: adminMessages.passwordReset },
    failure: commonMessages.editFailed,
    handlesError: fieldErrorsShownInForm,
  });
}

/** POST /api/v1/users/issue_password_reset (管理者): a one-time link valid for 24 hours. */
export function useIssuePasswordReset() {
  return useApiMutation({
    mutationFn: (userId: number) =>
      apiPost('/api/v1/users/issue_password_reset', { user_id: userId }, passwordResetTicketSchema),
    failure: commonMessages.editFailed,
  });
}

import type { UserListEntry } from '@kaizen/domain';

/** How a user reads in a searchable Select: name, account and company, so namesakes can be told apart. */
export const userOptionLabel = (user: Pick<UserListEntry, 'user_name' | 'account' | 'company_name'>) =>
  `${user.user_name}（${user.account}）${user.company_name}`;

export const userOptions = (users: readonly UserListEntry[]) =>
  users.map((user) => ({ value: String(user.user_id), label: userOptionLabel(user) }));

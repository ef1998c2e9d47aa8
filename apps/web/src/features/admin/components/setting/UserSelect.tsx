import { Select } from '@mantine/core';
import { useUsers } from '../../api/users';
import { userOptions } from './user-options';

interface UserSelectProps {
  label: string;
  value: string | null;
  onChange: (userId: string | null) => void;
  /** Users that cannot be chosen here (the signed-in user). */
  excludeIds?: readonly number[];
}

/** A searchable list of every user, by name, account and company. */
export function UserSelect({ label, value, onChange, excludeIds = [] }: UserSelectProps) {
  const users = useUsers();
  const choices = (users.data ?? []).filter((user) => !excludeIds.includes(user.user_id));
  return (
    <Select
      label={label}
      placeholder={users.isPending ? '読み込み中…' : '氏名・アカウント・会社名で検索'}
      data={userOptions(choices)}
      value={value}
      onChange={onChange}
      searchable
      clearable
      nothingFoundMessage="該当するユーザーがいません"
      maw={420}
    />
  );
}

import { Group, Select, Text } from '@mantine/core';
import type { AssignablePerson, AssigneeFilter } from '@kaizen/domain';
import { filterValue, type ShownAssignee } from '../assignee-filter';

/**
 * 担当者で絞り込み: すべて, 自分, or one of the project's people. When 自分 has nothing here, the
 * screen shows everything and says so (decisions/0040).
 */
export function AssigneeFilterSelect({
  choice,
  shown,
  people,
  me,
  onChange,
}: {
  choice: AssigneeFilter;
  shown: ShownAssignee;
  people: readonly AssignablePerson[];
  me: number;
  onChange: (next: AssigneeFilter) => void;
}) {
  const data = [
    { value: 'all', label: 'すべて' },
    { value: 'me', label: '自分' },
    ...people.filter((person) => person.id !== me).map((person) => ({ value: String(person.id), label: person.name })),
  ];
  return (
    <Group gap="xs" wrap="nowrap">
      <Select
        size="xs"
        w={160}
        aria-label="担当者で絞り込み"
        data={data}
        value={filterValue(choice, shown)}
        onChange={(next) => {
          if (next === null) return;
          onChange(next === 'all' || next === 'me' ? next : Number(next));
        }}
        allowDeselect={false}
        searchable
        nothingFoundMessage="該当する人がいません"
      />
      {shown.fellBack ? (
        <Text size="xs" c="dimmed" role="status">
          自分の担当はありません。すべて表示しています
        </Text>
      ) : null}
    </Group>
  );
}

import { Button, Group, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { verdictLabels, type Company, type MasterLists, type ProjectListEntry } from '@kaizen/domain';
import { IconSearch } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import { isImeComposing } from '../../../../lib/ime';
import { emptyConditions, verdictOf, type SearchConditions } from './search-params';

const verdictOptions = [
  ...Object.entries(verdictLabels).map(([value, label]) => ({ value, label })),
  // Reports whose counts give no readout yet (none typed, or only the control's).
  { value: 'none', label: '未入力' },
];

const options = (items: { id: number; name: string }[]) => items.map((i) => ({ value: String(i.id), label: i.name }));

/** The search conditions; 検索 puts them in the address (so back and forward return to them). */
export function SearchForm({
  initial,
  companies,
  projects,
  masters,
  onSearch,
}: {
  initial: SearchConditions;
  companies: Company[];
  projects: ProjectListEntry[];
  masters: MasterLists | undefined;
  onSearch: (conditions: SearchConditions) => void;
}) {
  const form = useForm<SearchConditions>({ initialValues: initial });
  const companyId = form.values.company_id;
  const projectOptions = projects
    .filter((p) => !companyId || String(p.company_id) === companyId)
    .map((p) => ({
      value: String(p.id),
      label: companyId ? p.project_name : `${p.project_name}（${p.company_name}）`,
    }));

  return (
    <form
      noValidate
      aria-label="検索条件"
      onSubmit={form.onSubmit(onSearch)}
      // The Enter that confirms an IME conversion in キーワード does not search.
      onKeyDown={(event: KeyboardEvent<HTMLFormElement>) => {
        if (event.key === 'Enter' && isImeComposing(event)) event.preventDefault();
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        <TextInput
          label="キーワード"
          placeholder="施策・目的・考察・パターンなど"
          leftSection={<IconSearch size={14} />}
          {...form.getInputProps('keyword')}
        />
        <Select
          label="会社"
          placeholder="すべて"
          clearable
          searchable
          data={companies.filter((c) => !c.is_operator).map((c) => ({ value: String(c.id), label: c.company_name }))}
          value={companyId || null}
          onChange={(value) => {
            form.setFieldValue('company_id', value ?? '');
            const project = projects.find((p) => String(p.id) === form.values.project_id);
            if (value && project && String(project.company_id) !== value) form.setFieldValue('project_id', '');
          }}
        />
        <Select
          label="プロジェクト"
          placeholder="すべて"
          clearable
          searchable
          data={projectOptions}
          value={form.values.project_id || null}
          onChange={(value) => form.setFieldValue('project_id', value ?? '')}
        />
        <Select
          label="デバイス"
          placeholder="すべて"
          clearable
          data={options(masters?.device ?? [])}
          value={form.values.device || null}
          onChange={(value) => form.setFieldValue('device', value ?? '')}
        />
        <Select
          label="検証方法"
          placeholder="すべて"
          clearable
          data={options(masters?.master_verification ?? [])}
          value={form.values.verification || null}
          onChange={(value) => form.setFieldValue('verification', value ?? '')}
        />
        <DateInput
          label="期間（開始）"
          valueFormat="YYYY/MM/DD"
          placeholder="YYYY/MM/DD"
          clearable
          value={form.values.start_date || null}
          onChange={(value) => form.setFieldValue('start_date', value ?? '')}
        />
        <DateInput
          label="期間（終了）"
          valueFormat="YYYY/MM/DD"
          placeholder="YYYY/MM/DD"
          clearable
          value={form.values.end_date || null}
          onChange={(value) => form.setFieldValue('end_date', value ?? '')}
        />
        <Stack gap={2}>
          <Text size="sm" fw={500} aria-hidden>
            採用
          </Text>
          <SegmentedControl
            aria-label="採用"
            fullWidth
            data={[
              { value: '', label: '指定なし' },
              { value: '1', label: 'あり' },
              { value: '0', label: 'なし' },
            ]}
            {...form.getInputProps('adopted')}
          />
        </Stack>
        <Select
          label="判定"
          placeholder="すべて"
          clearable
          data={verdictOptions}
          value={form.values.verdict || null}
          onChange={(value) => form.setFieldValue('verdict', verdictOf(value))}
        />
        <Stack gap={2}>
          <Text size="sm" fw={500} aria-hidden>
            並び順
          </Text>
          <SegmentedControl
            aria-label="並び順"
            fullWidth
            data={[
              { value: '', label: '期間の新しい順' },
              { value: 'uplift', label: '改善率の高い順' },
            ]}
            {...form.getInputProps('sort')}
          />
        </Stack>
      </SimpleGrid>
      <Group justify="flex-end" mt="sm" gap="xs">
        <Button
          variant="default"
          onClick={() => {
            form.setValues(emptyConditions);
            onSearch(emptyConditions);
          }}
        >
          条件をクリア
        </Button>
        <Button type="submit" leftSection={<IconSearch size={16} />}>
          検索
        </Button>
      </Group>
    </form>
  );
}

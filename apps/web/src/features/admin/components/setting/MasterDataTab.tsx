import { Alert, Loader, Paper, Select, Stack, Text } from '@mantine/core';
import { masterKindLabels, masterKinds, masterNameSchema, type MasterItem, type MasterKind } from '@kaizen/domain';
import { useSearchParams } from 'react-router';
import { SortableList } from '../../../../components/sortable/SortableList';
import { errorMessageOf } from '../../../../lib/form-errors';
import { useAddMaster, useMasters, useOrderMaster } from '../../api/masters';
import { MasterItemRow } from './MasterItemRow';
import { NameForm } from './NameForm';
import { ReadOnlyNote } from './ReadOnlyNote';

const kindOptions = masterKinds.map((kind) => ({ value: kind, label: masterKindLabels[kind] }));
const isMasterKind = (value: string | null): value is MasterKind =>
  value !== null && (masterKinds as readonly string[]).includes(value);

/** The master list chosen is kept in the URL (?kind=), so a reload shows the same list. */
function useChosenKind(): [MasterKind, (kind: MasterKind) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get('kind');
  const choose = (kind: MasterKind) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('kind', kind);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return [isMasterKind(value) ? value : 'status', choose];
}

function MasterList({ kind, items, editable }: { kind: MasterKind; items: MasterItem[]; editable: boolean }) {
  const order = useOrderMaster();
  const label = `${masterKindLabels[kind]}の一覧`;
  if (items.length === 0) return <Text c="dimmed">まだ登録されていません。</Text>;
  if (!editable) {
    return (
      <Stack gap={0} role="list" aria-label={label}>
        {items.map((item) => (
          <div role="listitem" key={item.id}>
            <MasterItemRow kind={kind} item={item} editable={false} />
          </div>
        ))}
      </Stack>
    );
  }
  return (
    <SortableList
      label={label}
      items={items}
      getId={(item) => item.id}
      getLabel={(item) => item.name}
      disabled={order.isPending}
      onReorder={(next) => order.mutate({ kind, ids: next.map((item) => item.id) })}
      renderItem={(item, { handle }) => <MasterItemRow kind={kind} item={item} editable handle={handle} />}
    />
  );
}

/** マスターデータ: each list in display order; 管理者 adds, renames, reorders and removes entries. */
export function MasterDataTab({ editable }: { editable: boolean }) {
  const [kind, setKind] = useChosenKind();
  const masters = useMasters();
  const add = useAddMaster();

  return (
    <Stack gap="md">
      {editable ? null : <ReadOnlyNote>マスターデータの編集は管理者のみ行えます</ReadOnlyNote>}
      <Select
        label="マスターの種類"
        data={kindOptions}
        value={kind}
        onChange={(value) => {
          if (isMasterKind(value)) setKind(value);
        }}
        allowDeselect={false}
        maw={360}
      />
      {editable ? (
        <NameForm
          key={kind}
          label={`${masterKindLabels[kind]}に追加する名前`}
          buttonLabel="追加"
          schema={masterNameSchema}
          pending={add.isPending}
          onSubmit={(name) => add.mutateAsync({ kind, name })}
        />
      ) : null}
      <Paper withBorder radius="md" p="xs">
        {masters.isPending ? (
          <Loader size="sm" aria-label="読み込み中" />
        ) : masters.isError ? (
          <Alert color="red" variant="light">
            {errorMessageOf(masters.error)}
          </Alert>
        ) : (
          <MasterList kind={kind} items={masters.data[kind]} editable={editable} />
        )}
      </Paper>
      {editable ? (
        <Text size="xs" c="dimmed">
          左端のつまみをドラッグして並べ替えます。キーボードでは、つまみにフォーカスしてスペースキーで持ち上げ、矢印キーで動かし、もう一度スペースキーで置きます。
        </Text>
      ) : null}
    </Stack>
  );
}

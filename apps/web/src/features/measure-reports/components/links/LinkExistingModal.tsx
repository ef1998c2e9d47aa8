import { Checkbox, Loader, Modal, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { DIALOG_WIDTH } from '../../../../lib/dialog-width';
import { linkKindLabels, useLink, useLinkCandidates, type LinkKind } from '../../api/linking';
import { useReport } from '../context';

/** 既存の課題に紐付け / 既存の仮説に紐付け (400px): the project's items, checked when linked; each tick saves. */
export function LinkExistingModal({ kind, onClose }: { kind: LinkKind; onClose: () => void }) {
  const { measureId } = useReport();
  const candidates = useLinkCandidates(measureId, kind);
  const link = useLink(measureId);
  const [filter, setFilter] = useState('');
  const label = linkKindLabels[kind];
  const needle = filter.trim().toLowerCase();
  const items = (candidates.data ?? []).filter(
    (item) => !needle || [item.title, ...item.path].some((text) => text.toLowerCase().includes(needle)),
  );
  return (
    <Modal opened onClose={onClose} title={`既存の${label}に紐付け`} size={DIALOG_WIDTH.form}>
      <Stack gap="sm">
        <TextInput
          aria-label={`${label}を絞り込み`}
          placeholder={`${label}名で絞り込み`}
          leftSection={<IconSearch size={14} />}
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value)}
          data-autofocus
        />
        {candidates.isPending ? (
          <Loader size="sm" />
        ) : candidates.error ? (
          <Text size="sm" c="red" role="alert">
            {label}の一覧を読み込めませんでした
          </Text>
        ) : items.length === 0 ? (
          <Text size="sm" c="dimmed">
            該当する{label}はありません
          </Text>
        ) : (
          <ScrollArea.Autosize mah={360} type="auto">
            <Stack gap="xs" role="group" aria-label={`${label}の一覧`}>
              {items.map((item) => (
                <Checkbox
                  key={item.id}
                  label={item.title || '（無題）'}
                  description={item.path.join(' › ')}
                  checked={item.linked}
                  disabled={link.isPending || candidates.isFetching}
                  onChange={(event) =>
                    void link
                      .mutateAsync({ kind, id: item.id, link: event.currentTarget.checked })
                      .catch(() => undefined)
                  }
                />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Stack>
    </Modal>
  );
}

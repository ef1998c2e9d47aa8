import { List, Stack, Text } from '@mantine/core';
import { openConfirmModal } from '@mantine/modals';
import { placeholdersLeftIn } from '@kaizen/domain';
import { DIALOG_WIDTH } from '../../../lib/dialog-width';

/**
 * Goes ahead with making a report public or printing it, first asking when the text still holds a
 * place the template left for the consultant to write: a client should not read 「（…記入してください）」.
 */
export function confirmIfPlaceholders(body: string, action: '公開' | '印刷', proceed: () => void): void {
  const left = placeholdersLeftIn(body);
  if (left.length === 0) {
    proceed();
    return;
  }
  openConfirmModal({
    title: 'テンプレートの記入欄が残っています',
    size: DIALOG_WIDTH.form,
    children: (
      <Stack gap="xs">
        <Text size="sm">次の記入欄がまだ書き換えられていません。このまま{action}しますか？</Text>
        <List size="sm">
          {left.map((placeholder) => (
            <List.Item key={placeholder}>{placeholder}</List.Item>
          ))}
        </List>
      </Stack>
    ),
    labels: { confirm: `このまま${action}する`, cancel: 'キャンセル' },
    onConfirm: proceed,
  });
}

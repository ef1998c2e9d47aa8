import { ActionIcon, Button, Group, Text, Tooltip } from '@mantine/core';
import type { ReportImage } from '@kaizen/domain';
import { IconTrash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { InlineText } from '../../../../components/editors/InlineText';
import classes from '../measure-report.module.css';

/** One image in the settings dialog: drag handle, thumbnail, caption (edited in place), delete after asking. */
export function ImageRow({
  image,
  handle,
  onCaption,
  onDelete,
}: {
  image: ReportImage;
  handle: ReactNode;
  onCaption: (title: string) => Promise<unknown>;
  onDelete: () => Promise<unknown>;
}) {
  const [asking, setAsking] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const name = image.title || image.name;
  return (
    <div className={classes.imageRow}>
      {handle}
      <img src={image.image_url} alt={name} />
      <div style={{ flex: 1, minWidth: 0 }}>
        <InlineText
          value={image.title}
          label={`「${image.name}」のキャプション`}
          placeholder="キャプションを入力"
          onSave={onCaption}
        />
        <Text size="xs" c="dimmed" truncate>
          {image.name}
        </Text>
      </div>
      {asking ? (
        <Group gap={4} wrap="nowrap" role="group" aria-label={`「${name}」を削除しますか`}>
          <Text size="xs">削除しますか？</Text>
          <Button
            size="compact-xs"
            color="red"
            loading={deleting}
            onClick={() => {
              setDeleting(true);
              onDelete()
                .catch(() => undefined)
                .finally(() => {
                  setDeleting(false);
                  setAsking(false);
                });
            }}
          >
            削除する
          </Button>
          <Button size="compact-xs" variant="default" onClick={() => setAsking(false)} disabled={deleting}>
            キャンセル
          </Button>
        </Group>
      ) : (
        <Tooltip label="削除" withArrow>
          <ActionIcon variant="subtle" color="red" aria-label={`「${name}」を削除`} onClick={() => setAsking(true)}>
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      )}
    </div>
  );
}

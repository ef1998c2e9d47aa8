import { Button, FileButton, Stack, Text } from '@mantine/core';
import { IMAGE_TYPES, MAX_IMAGE_MB } from '@kaizen/domain';
import { IconUpload } from '@tabler/icons-react';
import { useRef, useState, type DragEvent } from 'react';
import classes from '../measure-report.module.css';

/** Where files come in: dropped onto the area, or picked with the button (the keyboard way). */
export function ImageDropArea({
  label,
  multiple,
  busy,
  onFiles,
}: {
  label: string;
  multiple: boolean;
  busy: boolean;
  onFiles: (files: File[]) => void;
}) {
  const [over, setOver] = useState(false);
  const resetPicker = useRef<() => void>(null);
  const take = (files: File[]) => {
    // Cleared, so picking the same file again is seen as a new choice.
    resetPicker.current?.();
    if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
  };
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    if (!busy) take(Array.from(event.dataTransfer.files));
  };
  return (
    <div
      className={classes.dropArea}
      data-over={over || undefined}
      data-testid="image-drop-area"
      onDragOver={onDragOver}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <Stack gap={6} align="center">
        <Text size="sm">ここに画像をドラッグ＆ドロップ</Text>
        <FileButton
          multiple={multiple}
          accept={IMAGE_TYPES.join(',')}
          onChange={(picked: File[] | File | null) =>
            take(picked === null ? [] : Array.isArray(picked) ? picked : [picked])
          }
          inputProps={{ 'aria-label': `${label}のファイル` }}
          resetRef={resetPicker}
          disabled={busy}
        >
          {(props) => (
            <Button {...props} size="xs" variant="light" leftSection={<IconUpload size={14} />} loading={busy}>
              画像を選ぶ
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          PNG・JPEG・WebP、{MAX_IMAGE_MB}MBまで
        </Text>
      </Stack>
    </div>
  );
}

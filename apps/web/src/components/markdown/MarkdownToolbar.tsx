import { Button, FileButton, Group } from '@mantine/core';
import {
  IconBold,
  IconHeading,
  IconLink,
  IconList,
  IconListNumbers,
  IconPhoto,
  IconTable,
  type Icon,
} from '@tabler/icons-react';
import type { MarkdownCommand } from '../../lib/text-edits';

const commands: { command: MarkdownCommand; label: string; icon: Icon }[] = [
  { command: 'heading', label: '見出し', icon: IconHeading },
  { command: 'bold', label: '太字', icon: IconBold },
  { command: 'bullets', label: '箇条書き', icon: IconList },
  { command: 'numbers', label: '番号リスト', icon: IconListNumbers },
  { command: 'link', label: 'リンク', icon: IconLink },
  { command: 'table', label: '表', icon: IconTable },
];

/** Accepted by the upload (the server checks the bytes too): PNG, JPEG, WebP. */
const IMAGE_TYPES = 'image/png,image/jpeg,image/webp';

/**
 * The editor's buttons. A mouse press does not take the focus from the text, so the selection the
 * command works on is the one the user made.
 */
export function MarkdownToolbar({
  onCommand,
  onImage,
  uploading,
}: {
  onCommand: (command: MarkdownCommand) => void;
  onImage: (file: File) => void;
  uploading: boolean;
}) {
  return (
    <Group gap={4} role="toolbar" aria-label="書式">
      {commands.map(({ command, label, icon: CommandIcon }) => (
        <Button
          key={command}
          variant="default"
          size="compact-sm"
          leftSection={<CommandIcon size={14} />}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onCommand(command)}
        >
          {label}
        </Button>
      ))}
      <FileButton onChange={(file) => file && onImage(file)} accept={IMAGE_TYPES}>
        {(props) => (
          <Button
            {...props}
            variant="default"
            size="compact-sm"
            loading={uploading}
            leftSection={<IconPhoto size={14} />}
          >
            画像
          </Button>
        )}
      </FileButton>
    </Group>
  );
}

import { ActionIcon, CopyButton, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/** A link to hand to someone: read only, selected on focus, with a copy button that says it copied. */
export function CopyableUrlField({
  label,
  description,
  url,
  copyLabel = 'リンクをコピー',
}: {
  label: string;
  description?: string;
  url: string;
  copyLabel?: string;
}) {
  return (
    <TextInput
      label={label}
      description={description}
      value={url}
      readOnly
      onFocus={(event) => event.currentTarget.select()}
      rightSection={
        <CopyButton value={url} timeout={2000}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? 'コピーしました' : 'コピー'} withArrow>
              <ActionIcon
                variant="subtle"
                color={copied ? 'teal' : 'gray'}
                aria-label={copied ? 'コピーしました' : copyLabel}
                onClick={copy}
              >
                {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      }
    />
  );
}

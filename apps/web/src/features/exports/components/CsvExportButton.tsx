import { CSV_ENCODINGS, csvEncodingLabels, csvEncodingShortLabels } from '@kaizen/domain';
import { Button, Menu, Text, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconChevronDown, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useSaveExportSettings } from '../api/settings';
import { useCsvDownload } from './use-csv-download';

/**
 * A CSV download and, beside it, the encoding it is written in (UTF-8 with a BOM or Shift_JIS),
 * remembered for the user (decisions/0045). `csv` is asked for only on a click; a failure to make it
 * is the caller's to report.
 */
export function CsvExportButton({
  label,
  fileName,
  csv,
  onSaved,
  disabled = false,
  size = 'xs',
}: {
  label: string;
  fileName: () => string;
  csv: () => string | Promise<string>;
  onSaved?: () => void;
  disabled?: boolean;
  size?: 'xs' | 'sm';
}) {
  const { encoding, download, dialog } = useCsvDownload();
  const save = useSaveExportSettings();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      download(fileName(), await csv(), onSaved);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button.Group>
        <Button
          size={size}
          variant="default"
          leftSection={<IconDownload size={14} />}
          disabled={disabled}
          loading={busy}
          onClick={() => void run().catch(() => undefined)}
        >
          {label}
        </Button>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button
              size={size}
              variant="default"
              px={8}
              rightSection={<IconChevronDown size={12} />}
              aria-label={`CSVの文字コード：${csvEncodingLabels[encoding]}`}
            >
              <Text span size="xs">
                {csvEncodingShortLabels[encoding]}
              </Text>
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>CSVの文字コード</Menu.Label>
            {CSV_ENCODINGS.map((choice) => (
              <Menu.Item
                key={choice}
                leftSection={choice === encoding ? <IconCheck size={14} aria-hidden /> : <span style={{ width: 14 }} />}
                onClick={() => {
                  if (choice !== encoding) save.mutate({ csv_encoding: choice });
                }}
              >
                {csvEncodingLabels[choice]}
                {choice === encoding ? <VisuallyHidden>（選択中）</VisuallyHidden> : null}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </Button.Group>
      {dialog}
    </>
  );
}

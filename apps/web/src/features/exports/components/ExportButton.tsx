import {
  csvEncodingLabels,
  csvEncodingShortLabels,
  exportChoices,
  exportSheetToCsv,
  tableExportKind,
  type ExportSettings,
  type ExportSheet,
  type ExportSource,
  type FileFormat,
} from '@kaizen/domain';
import { Button, Menu, Text, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconChevronDown, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { downloadBytes } from '../../../lib/download';
import { recordExport } from '../../../lib/record-export';
import { useExportSettings, useSaveExportSettings } from '../api/settings';
import { XLSX_TYPE, workbookBytes } from '../xlsx/workbook';
import { useCsvDownload } from './use-csv-download';

type Choice = (typeof exportChoices)[number];

const isChosen = (choice: Choice, settings: ExportSettings, format: FileFormat) =>
  choice.settings.file_format === format &&
  (!('csv_encoding' in choice.settings) || choice.settings.csv_encoding === settings.csv_encoding);

/** Where the file comes from: a table made here (CSV or Excel), or a CSV the server writes. */
type Source =
  | { sheet: () => ExportSheet | Promise<ExportSheet>; audit?: { source: ExportSource; projectId?: number } }
  | { csv: () => string | Promise<string> };

/**
 * A download and, beside it, the form it is saved in — an Excel workbook, or CSV in UTF-8 with a BOM
 * or in Shift_JIS — remembered for the user (decisions/0045, 0046). A CSV the server writes offers
 * only the encodings. The file is made on a click; a failure to make it is the caller's to report.
 */
export function ExportButton({
  label,
  fileName,
  disabled = false,
  size = 'xs',
  ...source
}: {
  label: string;
  /** The file's name without its extension. */
  fileName: () => string;
  disabled?: boolean;
  size?: 'xs' | 'sm';
} & Source) {
  const settings = useExportSettings();
  const { download: downloadCsv, dialog } = useCsvDownload();
  const save = useSaveExportSettings();
  const [busy, setBusy] = useState(false);
  const tables = 'sheet' in source;
  const format: FileFormat = tables ? settings.file_format : 'csv';
  const choices = exportChoices.filter((choice) => tables || choice.settings.file_format === 'csv');
  const chosen = choices.find((choice) => isChosen(choice, settings, format)) ?? choices[0];
  // Where only CSV is offered, the menu is of encodings and names them alone.
  const named = (choice: Choice | undefined, length: 'label' | 'short') =>
    !choice || tables || !('csv_encoding' in choice.settings)
      ? (choice?.[length] ?? '')
      : (length === 'label' ? csvEncodingLabels : csvEncodingShortLabels)[choice.settings.csv_encoding];

  const run = async () => {
    setBusy(true);
    try {
      if (!tables) {
        downloadCsv(`${fileName()}.csv`, await source.csv());
        return;
      }
      const sheet = await source.sheet();
      const saved = () => {
        if (source.audit) recordExport(tableExportKind(source.audit.source, format), source.audit.projectId);
      };
      if (format === 'xlsx') {
        downloadBytes(`${fileName()}.xlsx`, await workbookBytes([sheet]), XLSX_TYPE);
        saved();
      } else downloadCsv(`${fileName()}.csv`, exportSheetToCsv(sheet), saved);
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
              aria-label={`${tables ? 'ファイルの形式' : 'CSVの文字コード'}：${named(chosen, 'label')}`}
            >
              <Text span size="xs">
                {named(chosen, 'short')}
              </Text>
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>{tables ? 'ファイルの形式' : 'CSVの文字コード'}</Menu.Label>
            {choices.map((choice) => {
              const selected = choice === chosen;
              return (
                <Menu.Item
                  key={choice.key}
                  leftSection={selected ? <IconCheck size={14} aria-hidden /> : <span style={{ width: 14 }} />}
                  onClick={() => {
                    if (selected) return;
                    // A CSV-only download changes the encoding, not the form of the user's tables.
                    if (tables) save.mutate(choice.settings);
                    else if ('csv_encoding' in choice.settings)
                      save.mutate({ csv_encoding: choice.settings.csv_encoding });
                  }}
                >
                  {named(choice, 'label')}
                  {selected ? <VisuallyHidden>（選択中）</VisuallyHidden> : null}
                </Menu.Item>
              );
            })}
          </Menu.Dropdown>
        </Menu>
      </Button.Group>
      {dialog}
    </>
  );
}

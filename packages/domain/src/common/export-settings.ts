import { z } from './zod.js';

/** How a CSV download is written: UTF-8 with a BOM, or Shift_JIS for Excel on a Japanese Windows. */
export const CSV_ENCODINGS = ['utf8_bom', 'shift_jis'] as const;
export const csvEncodingSchema = z.enum(CSV_ENCODINGS);
export type CsvEncoding = z.infer<typeof csvEncodingSchema>;

export const csvEncodingLabels: Record<CsvEncoding, string> = {
  utf8_bom: 'UTF-8（BOM付き）',
  shift_jis: 'Shift_JIS（Windows版Excel向け）',
};

/** The encoding's name beside a CSV button. */
export const csvEncodingShortLabels: Record<CsvEncoding, string> = { utf8_bom: 'UTF-8', shift_jis: 'Shift_JIS' };

/** Whether a table downloads as CSV or as an Excel workbook (decisions/0046). */
export const FILE_FORMATS = ['csv', 'xlsx'] as const;
export const fileFormatSchema = z.enum(FILE_FORMATS);
export type FileFormat = z.infer<typeof fileFormatSchema>;

/** A user's choices for downloads, kept per user on the server (decisions/0045, 0046). */
export const exportSettingsSchema = z.object({ csv_encoding: csvEncodingSchema, file_format: fileFormatSchema });
export type ExportSettings = z.infer<typeof exportSettingsSchema>;

/** The choices as stored: those saved before the workbook existed have no format, and keep CSV. */
export const storedExportSettingsSchema = exportSettingsSchema.extend({ file_format: fileFormatSchema.default('csv') });

/** What a save changes: the fields it names; the others stay as they were. */
export const exportSettingsUpdateSchema = exportSettingsSchema.partial();
export type ExportSettingsUpdate = z.infer<typeof exportSettingsUpdateSchema>;

export const defaultExportSettings: ExportSettings = { csv_encoding: 'utf8_bom', file_format: 'csv' };

/** The choices of the download menu: a workbook, or CSV in either encoding. */
export const exportChoices = [
  { key: 'xlsx', settings: { file_format: 'xlsx' }, label: 'Excel（.xlsx）', short: 'Excel' },
  {
    key: 'csv_utf8',
    settings: { file_format: 'csv', csv_encoding: 'utf8_bom' },
    label: `CSV・${csvEncodingLabels.utf8_bom}`,
    short: `CSV・${csvEncodingShortLabels.utf8_bom}`,
  },
  {
    key: 'csv_sjis',
    settings: { file_format: 'csv', csv_encoding: 'shift_jis' },
    label: `CSV・${csvEncodingLabels.shift_jis}`,
    short: `CSV・${csvEncodingShortLabels.shift_jis}`,
  },
] as const satisfies readonly { key: string; settings: ExportSettingsUpdate; label: string; short: string }[];

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

/** A user's choices for downloads, kept per user on the server (decisions/0045). */
export const exportSettingsSchema = z.object({ csv_encoding: csvEncodingSchema });
export type ExportSettings = z.infer<typeof exportSettingsSchema>;

export const defaultExportSettings: ExportSettings = { csv_encoding: 'utf8_bom' };

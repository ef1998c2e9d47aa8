import { csvRecords, decodeCsvBytes, withoutNoise, type ImportRecords } from '@kaizen/domain';
import ExcelJS from 'exceljs';

/** An .xlsx is a zip archive: it starts with the local file header PK\x03\x04. */
const isZip = (data: Uint8Array) => data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04;

/** A cell as the text a CSV would hold: days as YYYY-MM-DD, a percent as 12.5%, a formula by its result. */
function cellText(value: ExcelJS.CellValue, numFmt: string | undefined): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'number')
    return numFmt?.includes('%') ? `${withoutNoise(value * 100)}%` : String(withoutNoise(value));
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value) return cellText(value.result as ExcelJS.CellValue, numFmt);
  if ('text' in value) return String(value.text);
  return '';
}

/**
 * The first sheet of a workbook, or a CSV (UTF-8 with or without a BOM, or Shift_JIS), as the lines
 * the tree's reader takes: each non-blank row with the line (row number) it is on. Null when the
 * bytes are neither.
 */
export async function importRecords(data: Uint8Array): Promise<ImportRecords | null> {
  if (!isZip(data)) return csvRecords(decodeCsvBytes(data));
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs types its argument with an older Buffer than Node's types give today.
    await workbook.xlsx.load(Buffer.from(data) as unknown as Parameters<ExcelJS.Xlsx['load']>[0]);
  } catch {
    return null;
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return null;
  const records: ImportRecords = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell.value, cell.numFmt);
    });
    const filled = Array.from(cells, (text) => text ?? '');
    if (filled.some((text) => text.trim() !== '')) records.push({ cells: filled, line });
  });
  return records;
}

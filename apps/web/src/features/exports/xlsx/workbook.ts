import { excelSheetNames, exportColumnWidths, exportDate, type ExportKind, type ExportSheet } from '@kaizen/domain';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Excel's Japanese default face: the file opens in it on Windows and macOS alike. */
const FONT = { name: '游ゴシック', family: 3, charset: 128, size: 11 } as const;

const NUMBER_FORMATS: Partial<Record<ExportKind, string>> = {
  date: 'yyyy/mm/dd',
  percent: '0.0%',
  number: '#,##0.########',
};

function cellValue(value: ExportSheet['rows'][number][number], kind: ExportKind): string | number | Date | null {
  if (kind === 'date') return exportDate(value) ?? value;
  return value;
}

/**
 * The sheets as an .xlsx workbook (decisions/0046): a header row that stays put and filters, widths
 * fitted to the content, numbers and dates as Excel's own. exceljs is loaded on the first download
 * only: it is larger than the rest of a page.
 */
export async function workbookBytes(sheets: ExportSheet[]): Promise<Uint8Array> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Kaizen Tree';
  workbook.created = new Date();
  const names = excelSheetNames(sheets.map((sheet) => sheet.name));
  sheets.forEach((sheet, index) => {
    const worksheet = workbook.addWorksheet(names[index], { views: [{ state: 'frozen', ySplit: 1 }] });
    const kinds = sheet.columns.map((column) => column.kind ?? 'text');
    const widths = exportColumnWidths(sheet);
    worksheet.columns = sheet.columns.map((column, i) => {
      const numFmt = NUMBER_FORMATS[kinds[i] ?? 'text'];
      return { header: column.header, width: widths[i], style: numFmt ? { font: FONT, numFmt } : { font: FONT } };
    });
    for (const row of sheet.rows) worksheet.addRow(row.map((value, i) => cellValue(value, kinds[i] ?? 'text')));
    const header = worksheet.getRow(1);
    header.font = { ...FONT, bold: true };
    header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEFF3F8' } };
    if (sheet.columns.length > 0) {
      worksheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: sheet.columns.length } };
    }
  });
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

import { todayInJapan } from '../common/dates.js';
import type { ExportSheet } from '../common/export-sheet.js';
import type { SaleEntry } from './schemas.js';

/**
 * 営業顧客一覧 as one sheet, the rows in the order and with the search the list shows; 登録日 and
 * 更新日 are Japan days.
 */
export function salesSheet(sales: SaleEntry[]): ExportSheet {
  return {
    name: '営業顧客一覧',
    columns: [
      { header: 'No.', kind: 'number' },
      { header: '案件名' },
      { header: '会社名' },
      { header: '担当者' },
      { header: '提案サービス' },
      { header: 'クライアント化' },
      { header: '登録日', kind: 'date' },
      { header: '更新日', kind: 'date' },
    ],
    rows: sales.map((sale) => [
      sale.index,
      sale.project_name,
      sale.company_name,
      sale.user_name,
      sale.service_name,
      sale.project_id === null ? '未' : '済',
      todayInJapan(new Date(sale.created_at)),
      todayInJapan(new Date(sale.updated_at)),
    ]),
  };
}

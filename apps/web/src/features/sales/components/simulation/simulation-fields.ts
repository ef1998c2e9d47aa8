import type { FigureKind, SimulationInput, SimulationRecord } from '@kaizen/domain';

export type InputKey = keyof SimulationInput;

/** The five inputs of a record, in the order the form shows them; kind: how a figure of it is shown. */
export const inputFields: { key: InputKey; label: string; unit: string; kind: FigureKind }[] = [
  { key: 'session', label: 'セッション数', unit: '', kind: 'count' },
  { key: 'cvr', label: 'CVR(%)', unit: '%', kind: 'rate' },
  { key: 'contract_rate', label: '成約率(%)', unit: '%', kind: 'rate' },
  { key: 'customer_avg', label: '顧客単価(円)', unit: '円', kind: 'yen' },
  { key: 'profit_rate', label: '利益率(%)', unit: '%', kind: 'rate' },
];

type FigureKey = 'cv' | 'target_contract_cnt' | 'target_sales' | 'require_contract_cnt' | 'profit';

/**
 * What the server derived from a saved record (simulationFigures): exact, and shown as whole counts
 * and yen (issue 30) — a fraction of a contract or a yen means nothing to a client.
 */
export const figureFields: { key: FigureKey; label: string; unit: string; kind: FigureKind }[] = [
  { key: 'cv', label: 'CV数', unit: '', kind: 'count' },
  { key: 'target_contract_cnt', label: '成約数', unit: '', kind: 'count' },
  { key: 'target_sales', label: '売上', unit: '円', kind: 'yen' },
  { key: 'require_contract_cnt', label: '必要成約数', unit: '', kind: 'count' },
  { key: 'profit', label: '粗利', unit: '円', kind: 'yen' },
];

export type InputValues = Record<InputKey, number | null>;

export const inputValuesOf = (record: SimulationRecord | null): InputValues => ({
  session: record?.session ?? null,
  cvr: record?.cvr ?? null,
  contract_rate: record?.contract_rate ?? null,
  customer_avg: record?.customer_avg ?? null,
  profit_rate: record?.profit_rate ?? null,
});

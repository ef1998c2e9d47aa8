import { isIsoDate, searchVerdicts, type SearchVerdict } from '@kaizen/domain';

/** The admin search's conditions, as the form and the URL hold them (text; '' when not set). */
export interface SearchConditions {
  keyword: string;
  company_id: string;
  project_id: string;
  device: string;
  verification: string;
  start_date: string;
  end_date: string;
  /** '' 指定なし, '1' 採用あり, '0' 採用なし. */
  adopted: '' | '0' | '1';
  /** '' 指定なし, else a verdict of the statistics or 'none' (未入力). */
  verdict: SearchVerdict | '';
  /** '' the newest period first, 'uplift' the highest uplift first. */
  sort: '' | 'uplift';
}

export const emptyConditions: SearchConditions = {
  keyword: '',
  company_id: '',
  project_id: '',
  device: '',
  verification: '',
  start_date: '',
  end_date: '',
  adopted: '',
  verdict: '',
  sort: '',
};

const digits = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? value : '');
const date = (value: string | null) => (value && isIsoDate(value) ? value : '');

/** A verdict condition from text (the address, the select); '' for anything else. */
export const verdictOf = (value: string | null): SearchVerdict | '' => searchVerdicts.find((v) => v === value) ?? '';
// 'period' is the default order, so the address leaves it out.
const sortOf = (value: string | null): '' | 'uplift' => (value === 'uplift' ? value : '');

/** Reads the conditions from the address (back/forward and shared links); anything malformed is dropped. */
export function conditionsFromParams(params: URLSearchParams): SearchConditions {
  const adopted = params.get('adopted');
  return {
    keyword: (params.get('keyword') ?? '').slice(0, 200),
    company_id: digits(params.get('company_id')),
    project_id: digits(params.get('project_id')),
    device: digits(params.get('device')),
    verification: digits(params.get('verification')),
    start_date: date(params.get('start_date')),
    end_date: date(params.get('end_date')),
    adopted: adopted === '0' || adopted === '1' ? adopted : '',
    verdict: verdictOf(params.get('verdict')),
    sort: sortOf(params.get('sort')),
  };
}

/** The conditions that are set, for the address and the search call (the same text either way). */
export function paramsFromConditions(conditions: SearchConditions): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries({ ...conditions, keyword: conditions.keyword.trim() })) {
    if (value !== '') params[key] = value;
  }
  return params;
}

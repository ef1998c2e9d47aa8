/** The report list's filters as the address holds them: type '' (all) | '0' (スポット) | '1' (定例), year '' or YYYY. */
export interface ReportFilters {
  type: '' | '0' | '1';
  year: string;
}

export function filtersFromParams(params: URLSearchParams): ReportFilters {
  const type = params.get('type');
  const year = params.get('year');
  return {
    type: type === '0' || type === '1' ? type : '',
    year: year && /^\d{4}$/.test(year) ? year : '',
  };
}

/** The filters that are set, for the address and the list call (the same text either way). */
export function paramsFromFilters(filters: ReportFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.type) params.type = filters.type;
  if (filters.year) params.year = filters.year;
  return params;
}

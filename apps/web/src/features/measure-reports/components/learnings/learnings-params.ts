/** The learnings page's conditions, as its address keeps them (YYYY-MM months, ids and the verdict as text). */
export interface LearningsConditions {
  from: string;
  to: string;
  company_id: string;
  verdict: string;
}

const keys = ['from', 'to', 'company_id', 'verdict'] as const;

export function conditionsFromParams(params: URLSearchParams): LearningsConditions {
  return {
    from: '',
    to: '',
    company_id: '',
    verdict: '',
    ...Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ''])),
  };
}

/** Only the conditions set: an empty one is no condition, and leaves the address short. */
export function paramsFromConditions(conditions: LearningsConditions): Record<string, string> {
  return Object.fromEntries(keys.flatMap((k) => (conditions[k] ? [[k, conditions[k]]] : [])));
}

import type { CreateSaleRequest, z } from '@kaizen/domain';

export interface PickItem {
  id: number;
  name: string;
}

/** A staff or service list as Select options (values are the ids as text). */
export const pickOptions = (items: PickItem[]) => items.map((item) => ({ value: String(item.id), label: item.name }));

/** A Select's value back to the id the API takes; null when cleared. */
export const pickedId = (value: string | null): number | null =>
  value === null || value === '' ? null : Number(value);

/** The first message per field of a failed parse, for a form's errors. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

export interface SaleFormValues {
  project_name: string;
  company_name: string;
  user_id: string | null;
  service_id: string | null;
}

export const toSaleRequest = (values: SaleFormValues): CreateSaleRequest => ({
  project_name: values.project_name,
  company_name: values.company_name,
  user_id: pickedId(values.user_id),
  service_id: pickedId(values.service_id),
});

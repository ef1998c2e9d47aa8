import { ApiError } from './api-client';

interface FormWithErrors {
  setFieldError: (path: string, message: string) => void;
}

/** Puts the server's field messages onto the form's fields; true when there were any to show. */
export function applyServerFieldErrors(form: FormWithErrors, error: unknown, fieldNames: readonly string[]): boolean {
  if (!(error instanceof ApiError)) return false;
  const known = error.fields.filter((f) => fieldNames.includes(f.field));
  for (const field of known) form.setFieldError(field.field, field.message);
  return known.length > 0;
}

/** The message to show for a failed call that has no field to point at. */
export function errorMessageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

import type { ApiError } from '../../../../lib/api-client';

/**
 * A refused save as a form shows it: the messages of the fields it has, keyed by field, and — when
 * the server named fields but none of them is on the form (so no toast came either, see
 * settings.ts isFieldError) — the text to show instead, so the refusal is never silent.
 */
export function formErrorsOf(
  failure: ApiError,
  fieldNames: readonly string[],
): { fields: Record<string, string>; unmatched: string | null } {
  const named = failure.fields.filter((field) => fieldNames.includes(field.field));
  const fields = Object.fromEntries(named.map((field) => [field.field, field.message]));
  if (named.length > 0 || failure.status !== 400 || failure.fields.length === 0) return { fields, unmatched: null };
  const messages = [...new Set(failure.fields.map((field) => field.message))];
  return { fields, unmatched: messages.join('。') || failure.message };
}

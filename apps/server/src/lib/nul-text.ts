import { AppError } from './app-error.js';

const NUL = '\u0000';

/** The field as the error names it: a NUL inside a key is shown escaped, so the name stays printable. */
function fieldName(path: readonly (string | number)[]): string {
  return path.map((part) => String(part).replaceAll(NUL, '\\u0000')).join('.');
}

/**
 * The path of the first text holding U+0000 in a parsed value (JSON body, query string, route
 * params), keys included, or null. PostgreSQL cannot store NUL in text and refuses the whole
 * statement, so such input is the sender's 400, never the database's 500. Walks with its own stack:
 * a deeply nested body must not overflow the call stack.
 */
export function findNul(value: unknown, root: readonly (string | number)[] = []): string | null {
  const pending: [unknown, readonly (string | number)[]][] = [[value, root]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [current, path] = next;
    if (typeof current === 'string') {
      if (current.includes(NUL)) return fieldName(path.length > 0 ? path : ['body']);
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i -= 1) pending.push([current[i], [...path, i]]);
    } else if (current !== null && typeof current === 'object') {
      const entries = Object.entries(current);
      for (const [key] of entries) if (key.includes(NUL)) return fieldName([...path, key]);
      for (const [key, item] of entries.reverse()) pending.push([item, [...path, key]]);
    }
  }
  return null;
}

/** The 400 for a field holding NUL; the field is named as sent, since its label is not known here. */
export function nulError(field: string): AppError {
  return AppError.badInput(field, `${field}に使えない文字（NUL）が含まれています`);
}

/** Throws the 400 when the value holds NUL anywhere. */
export function refuseNul(value: unknown, root: readonly (string | number)[] = []): void {
  const field = findNul(value, root);
  if (field !== null) throw nulError(field);
}

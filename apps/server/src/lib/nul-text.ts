import { AppError } from './app-error.js';

const NUL = '\u0000';

/** The field as the error names it: a NUL inside a key is shown escaped, so the name stays printable. */
function fieldName(path: readonly (string | number)[]): string {
  return path.map((part) => String(part).replaceAll(NUL, '\\u0000')).join('.');
}

/** A node of the walk: the path is kept as a link to the parent, so a deep value costs linear time. */
interface Step {
  value: unknown;
  key: string | number | null;
  parent: Step | null;
}

function pathOf(step: Step, root: readonly (string | number)[]): (string | number)[] {
  const keys: (string | number)[] = [];
  for (let at: Step | null = step; at; at = at.parent) if (at.key !== null) keys.push(at.key);
  return [...root, ...keys.reverse()];
}

/**
 * The path of the first text holding U+0000 in a parsed value (JSON body, query string, route
 * params), keys included, or null. PostgreSQL cannot store NUL in text and refuses the whole
 * statement, so such input is the sender's 400, never the database's 500. Walks with its own stack
 * and builds a path only for the hit: a body nested 20,000 deep must neither overflow the call stack
 * nor cost depth² (it did: seconds of CPU for 40 KB from a signed-out caller).
 */
export function findNul(value: unknown, root: readonly (string | number)[] = []): string | null {
  const pending: Step[] = [{ value, key: null, parent: null }];
  const named = (step: Step) => {
    const path = pathOf(step, root);
    return fieldName(path.length > 0 ? path : ['body']);
  };
  for (let step = pending.pop(); step; step = pending.pop()) {
    const current = step.value;
    if (typeof current === 'string') {
      if (current.includes(NUL)) return named(step);
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i -= 1) pending.push({ value: current[i], key: i, parent: step });
    } else if (current !== null && typeof current === 'object') {
      const entries = Object.entries(current);
      for (const [key] of entries) if (key.includes(NUL)) return named({ value: null, key, parent: step });
      for (const [key, item] of entries.reverse()) pending.push({ value: item, key, parent: step });
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

/** A unique constraint refused the write (SQLite or PostgreSQL): a race lost, to be answered 409. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** A foreign key refused the write: what it names went away between the check and the write (a race lost). */
function isForeignKeyViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

/**
 * The checks, then the write with what they found. Rows that go for good (groups, comparison lines,
 * market boards, report rows) can be deleted by another request between the two; a foreign key then
 * refuses the write, and the checks run again to answer what they answer for a missing row (404 or a
 * 400 naming the field) instead of the database's refusal. Should they pass, the refusal goes on.
 */
export async function writeAfterChecks<C, T>(
  checks: () => Promise<C>,
  write: (checked: C) => Promise<T>,
): Promise<{ checked: C; written: T }> {
  const checked = await checks();
  try {
    return { checked, written: await write(checked) };
  } catch (error) {
    if (isForeignKeyViolation(error)) await checks();
    throw error;
  }
}

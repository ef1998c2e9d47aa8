import { z } from '@kaizen/domain';

/** An editor's text fields as it holds them (every value a string; an unset date is ''). */
export type DraftValues = Record<string, string>;

/** An unsaved draft kept in the browser; a new regular report also remembers its month. */
export type StoredDraft<V extends DraftValues> = V & { month?: string | undefined; saved_at: string };

const draftMetaSchema = z.object({
  month: z
    .string()
    .regex(/^\d{4}-\d{2}$/)
    .optional(),
  saved_at: z.string(),
});

/** The draft under the key, or null (none, unreadable, or storage not available). */
export function readDraft<V extends DraftValues>(
  storage: Storage,
  key: string,
  valuesSchema: z.ZodType<V>,
): StoredDraft<V> | null {
  try {
    const raw = storage.getItem(key);
    if (raw === null) return null;
    const parsed: unknown = JSON.parse(raw);
    const values = valuesSchema.safeParse(parsed);
    const meta = draftMetaSchema.safeParse(parsed);
    return values.success && meta.success ? { ...values.data, ...meta.data } : null;
  } catch {
    return null;
  }
}

/** Keeps the draft; a full or blocked storage loses it quietly (the editor still holds the text). */
export function writeDraft<V extends DraftValues>(storage: Storage, key: string, draft: StoredDraft<V>): void {
  try {
    storage.setItem(key, JSON.stringify(draft));
  } catch {
    // Nothing to do: the draft is a safety net, not the save.
  }
}

export function clearDraft(storage: Storage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // As above.
  }
}

/** True when both hold the same text in every field. */
export function sameValues<V extends DraftValues>(a: V, b: V): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => a[key] === b[key]);
}

/**
 * What the editor opens with: a draft that differs from the saved text wins (restored: true). A new
 * regular report's draft counts only for the month it was written for.
 */
export function initialValues<V extends DraftValues>(
  storage: Storage,
  key: string,
  saved: V,
  valuesSchema: z.ZodType<V>,
  month?: string,
): { values: V; restored: boolean } {
  const draft = readDraft(storage, key, valuesSchema);
  if (!draft || (month !== undefined && draft.month !== month)) return { values: saved, restored: false };
  const values = valuesSchema.parse(draft);
  if (sameValues(values, saved)) {
    clearDraft(storage, key);
    return { values: saved, restored: false };
  }
  return { values, restored: true };
}

import { z } from '@kaizen/domain';

/** What the editor holds: dates as 'YYYY-MM-DD' or '' when not set. */
export interface ReportValues {
  title: string;
  period_start: string;
  period_end: string;
  body: string;
}

/** An unsaved draft kept in the browser; a new regular report also remembers its month. */
export interface StoredDraft extends ReportValues {
  month?: string | undefined;
  saved_at: string;
}

const PREFIX = 'kaizen.monthlyReportDraft';

/** One draft per report, or per project and kind for a report not yet created. */
export const draftKeys = {
  report: (reportId: number) => `${PREFIX}.report.${reportId}`,
  newReport: (projectId: number, kind: 'regular' | 'point') => `${PREFIX}.new.${projectId}.${kind}`,
};

const storedDraftSchema = z.object({
  title: z.string(),
  period_start: z.string(),
  period_end: z.string(),
  body: z.string(),
  month: z
    .string()
    .regex(/^\d{4}-\d{2}$/)
    .optional(),
  saved_at: z.string(),
});

/** The draft under the key, or null (none, unreadable, or storage not available). */
export function readDraft(storage: Storage, key: string): StoredDraft | null {
  try {
    const raw = storage.getItem(key);
    if (raw === null) return null;
    const parsed = storedDraftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Keeps the draft; a full or blocked storage loses it quietly (the editor still holds the text). */
export function writeDraft(storage: Storage, key: string, draft: StoredDraft): void {
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

export function sameValues(a: ReportValues, b: ReportValues): boolean {
  return a.title === b.title && a.period_start === b.period_start && a.period_end === b.period_end && a.body === b.body;
}

/** The values of a report or template as the editor holds them. */
export function valuesOf(source: {
  title: string;
  period_start: string | null;
  period_end: string | null;
  body: string;
}): ReportValues {
  return {
    title: source.title,
    period_start: source.period_start ?? '',
    period_end: source.period_end ?? '',
    body: source.body,
  };
}

/**
 * What the editor opens with: a draft that differs from the saved text wins (restored: true). A new
 * regular report's draft counts only for the month it was written for.
 */
export function initialValues(
  storage: Storage,
  key: string,
  saved: ReportValues,
  month?: string,
): { values: ReportValues; restored: boolean } {
  const draft = readDraft(storage, key);
  if (!draft || (month !== undefined && draft.month !== month)) return { values: saved, restored: false };
  const values: ReportValues = {
    title: draft.title,
    period_start: draft.period_start,
    period_end: draft.period_end,
    body: draft.body,
  };
  if (sameValues(values, saved)) {
    clearDraft(storage, key);
    return { values: saved, restored: false };
  }
  return { values, restored: true };
}

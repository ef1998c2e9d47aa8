import { useCallback, useEffect, useRef } from 'react';
import { clearDraft, sameValues, writeDraft, type DraftValues } from '../../lib/drafts';

const DEBOUNCE_MS = 400;

/**
 * Keeps the editor's unsaved text in localStorage (a moment after each change, and at once when the
 * page is left or reloaded), and forgets it when it matches the saved text again. `discard` is for
 * after a successful save: nothing is written from then on.
 */
export function useDraft<V extends DraftValues>(key: string, values: V, saved: V, month?: string) {
  const discarded = useRef(false);
  const latest = useRef({ values, saved, month });

  const persist = useCallback(() => {
    if (discarded.current) return;
    const { values: now, saved: base, month: m } = latest.current;
    if (sameValues(now, base)) clearDraft(localStorage, key);
    else writeDraft(localStorage, key, { ...now, month: m, saved_at: new Date().toISOString() });
  }, [key]);

  useEffect(() => {
    latest.current = { values, saved, month };
    const timer = window.setTimeout(persist, DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [values, saved, month, persist]);

  useEffect(() => {
    window.addEventListener('pagehide', persist);
    return () => window.removeEventListener('pagehide', persist);
  }, [persist]);

  const discard = useCallback(() => {
    discarded.current = true;
    clearDraft(localStorage, key);
  }, [key]);

  return { discard };
}

import { z } from '@kaizen/domain';
import { describe, expect, it } from 'vitest';
import { clearDraft, initialValues, readDraft, sameValues, writeDraft } from './drafts';

/** localStorage as the browser has it, in memory. */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

/** A monthly report's fields, as one editor keeps them. */
const valuesSchema = z.object({
  title: z.string(),
  period_start: z.string(),
  period_end: z.string(),
  body: z.string(),
});

const saved = { title: '定例レポート', period_start: '2026-05-01', period_end: '', body: '# 本文' };

describe('draft storage', () => {
  it('writes, reads back and clears a draft', () => {
    const storage = new MemoryStorage();
    const key = 'kaizen.test.draft';
    writeDraft(storage, key, { ...saved, body: '書きかけ', month: '2026-05', saved_at: '2026-05-02T00:00:00Z' });
    expect(readDraft(storage, key, valuesSchema)).toEqual({
      ...saved,
      body: '書きかけ',
      month: '2026-05',
      saved_at: '2026-05-02T00:00:00Z',
    });
    clearDraft(storage, key);
    expect(readDraft(storage, key, valuesSchema)).toBeNull();
  });

  it('ignores what it cannot read', () => {
    const storage = new MemoryStorage();
    storage.setItem('a', '{not json');
    storage.setItem('b', JSON.stringify({ title: 1 }));
    expect(readDraft(storage, 'a', valuesSchema)).toBeNull();
    expect(readDraft(storage, 'b', valuesSchema)).toBeNull();
  });

  it('survives a storage that refuses to write', () => {
    const storage = new MemoryStorage();
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(() => writeDraft(storage, 'k', { ...saved, saved_at: 'now' })).not.toThrow();
  });
});

describe('initialValues', () => {
  it('opens the saved text when there is no draft', () => {
    expect(initialValues(new MemoryStorage(), 'k', saved, valuesSchema)).toEqual({ values: saved, restored: false });
  });

  it('restores a draft that differs from the saved text', () => {
    const storage = new MemoryStorage();
    writeDraft(storage, 'k', { ...saved, body: '# 本文\n\n追記', saved_at: 'now' });
    const opened = initialValues(storage, 'k', saved, valuesSchema);
    expect(opened.restored).toBe(true);
    expect(opened.values.body).toBe('# 本文\n\n追記');
  });

  it("ignores a new regular report's draft of another month", () => {
    const storage = new MemoryStorage();
    writeDraft(storage, 'k', { ...saved, body: '四月の下書き', month: '2026-04', saved_at: 'now' });
    expect(initialValues(storage, 'k', saved, valuesSchema, '2026-05').restored).toBe(false);
    expect(initialValues(storage, 'k', saved, valuesSchema, '2026-04').values.body).toBe('四月の下書き');
  });

  it('drops a draft that is the same as the saved text', () => {
    const storage = new MemoryStorage();
    writeDraft(storage, 'k', { ...saved, saved_at: 'now' });
    expect(initialValues(storage, 'k', saved, valuesSchema).restored).toBe(false);
    expect(storage.getItem('k')).toBeNull();
  });
});

describe('sameValues', () => {
  it('compares every field', () => {
    expect(sameValues(saved, { ...saved })).toBe(true);
    expect(sameValues(saved, { ...saved, period_end: '2026-05-31' })).toBe(false);
  });
});

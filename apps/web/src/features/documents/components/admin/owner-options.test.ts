import { describe, expect, it } from 'vitest';
import { ownerFromValue, ownerOptions } from './owner-options';

describe('ownerOptions', () => {
  it('groups the projects, then the sales customers, each with its company', () => {
    const options = ownerOptions([
      { kind: 'sale', id: 4, name: '新規提案', company_name: 'あおば工業' },
      { kind: 'project', id: 1, name: 'ECサイト改善', company_name: '株式会社さくら商事' },
      { kind: 'sale', id: 6, name: '社名未定', company_name: '' },
    ]);
    expect(options).toEqual([
      { group: 'プロジェクト', items: [{ value: 'project:1', label: 'ECサイト改善（株式会社さくら商事）' }] },
      {
        group: '営業顧客',
        items: [
          { value: 'sale:4', label: '新規提案（あおば工業）' },
          { value: 'sale:6', label: '社名未定' },
        ],
      },
    ]);
  });

  it('leaves out an empty group', () => {
    expect(ownerOptions([{ kind: 'sale', id: 5, name: '提案中', company_name: '' }])).toEqual([
      { group: '営業顧客', items: [{ value: 'sale:5', label: '提案中' }] },
    ]);
    expect(ownerOptions([])).toEqual([]);
  });
});

describe('ownerFromValue', () => {
  it('reads a choice back as the owner, and anything else as none', () => {
    expect(ownerFromValue('project:12')).toEqual({ kind: 'project', id: 12 });
    expect(ownerFromValue('sale:7')).toEqual({ kind: 'sale', id: 7 });
    expect(ownerFromValue(null)).toBeNull();
    expect(ownerFromValue('')).toBeNull();
    expect(ownerFromValue('company:3')).toBeNull();
    expect(ownerFromValue('project:')).toBeNull();
  });
});

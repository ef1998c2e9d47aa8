import type { AdminDocument } from '@kaizen/domain';
import { describe, expect, it } from 'vitest';
import { companyChoices, matchesDocument, ownerOf } from './document-filters';

const document = (fields: Partial<AdminDocument>): AdminDocument => ({
  id: 1,
  name: '提案書.pdf',
  size: 100,
  user_name: '鈴木 一郎',
  created_at: '2026-04-01T00:00:00.000Z',
  file: '/api/v1/files/1?exp=1&sig=x',
  kind: 'project',
  owner_id: 3,
  owner_name: 'ECサイト改善',
  company_name: '株式会社さくら商事',
  ...fields,
});

describe('matchesDocument', () => {
  it('finds the text in the file name, the owner, the company and the uploader, ignoring case and spaces around', () => {
    const row = document({ name: 'LP改善案.PDF' });
    expect(matchesDocument(row, ' lp改善 ')).toBe(true);
    expect(matchesDocument(row, 'ECサイト')).toBe(true);
    expect(matchesDocument(row, 'さくら')).toBe(true);
    expect(matchesDocument(row, '鈴木')).toBe(true);
    expect(matchesDocument(row, '見積書')).toBe(false);
  });

  it('matches everything for an empty search, and a row without uploader only by its other text', () => {
    expect(matchesDocument(document({}), '   ')).toBe(true);
    expect(matchesDocument(document({ user_name: null }), '鈴木')).toBe(false);
  });
});

describe('companyChoices', () => {
  it('lists each company once, in Japanese order, leaving out customers without a company name', () => {
    const rows = [
      document({ company_name: '株式会社さくら商事' }),
      document({ company_name: '' }),
      document({ company_name: 'あおば工業' }),
      document({ company_name: '株式会社さくら商事' }),
    ];
    expect(companyChoices(rows)).toEqual(['あおば工業', '株式会社さくら商事']);
  });
});

describe('ownerOf', () => {
  it('names the project or the sales customer whose calls upload and delete the row', () => {
    expect(ownerOf(document({ kind: 'project', owner_id: 3 }))).toEqual({ kind: 'project', id: 3 });
    expect(ownerOf(document({ kind: 'sale', owner_id: 9 }))).toEqual({ kind: 'sale', id: 9 });
  });
});

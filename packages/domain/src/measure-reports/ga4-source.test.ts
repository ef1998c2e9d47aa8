import { describe, expect, it } from 'vitest';
import {
  ga4DimensionOf,
  missingGa4Value,
  moreConversionsThanUsers,
  patternCountsFromRows,
  updateGa4SourceRequestSchema,
  type Ga4Source,
} from './ga4-source.js';

const patterns = [
  { pattern: 1, name: '現行' },
  { pattern: 2, name: '赤いボタン' },
  { pattern: 3, name: '' },
];
const source: Ga4Source = {
  kind: 'experience_impression',
  dimension: '',
  event: 'purchase',
  values: [
    { pattern: 1, value: 'exp1-0' },
    { pattern: 2, value: 'exp1-1' },
    { pattern: 3, value: 'exp1-2' },
  ],
};

describe('patternCountsFromRows', () => {
  it('maps rows to patterns by value, in pattern order, whatever order GA4 answers', () => {
    const rows = [
      { value: 'exp1-1', users: 24_100, conversions: 820 },
      { value: 'exp1-0', users: 24_000, conversions: 720 },
      { value: 'exp1-2', users: 23_900, conversions: 700 },
    ];
    expect(patternCountsFromRows(source, patterns, rows)).toEqual([
      { pattern: 1, label: '現行', value: 'exp1-0', users: 24_000, conversions: 720 },
      { pattern: 2, label: '赤いボタン', value: 'exp1-1', users: 24_100, conversions: 820 },
      { pattern: 3, label: 'パターン3', value: 'exp1-2', users: 23_900, conversions: 700 },
    ]);
  });

  it('counts 0 for a pattern GA4 answered no row for, and ignores values of no pattern', () => {
    const rows = [
      { value: 'exp1-0', users: 100, conversions: 3 },
      { value: '(not set)', users: 5_000, conversions: 90 },
    ];
    expect(patternCountsFromRows(source, patterns, rows).map((p) => [p.users, p.conversions])).toEqual([
      [100, 3],
      [0, 0],
      [0, 0],
    ]);
  });

  it('adds rows of one value, and keeps conversions above users for moreConversionsThanUsers to name', () => {
    const rows = [
      { value: 'exp1-0', users: 1_000, conversions: 4 },
      { value: 'exp1-0', users: 500, conversions: 1_600 },
    ];
    const counts = patternCountsFromRows(source, patterns, rows);
    expect(counts[0]).toMatchObject({ users: 1_500, conversions: 1_604 });
    expect(moreConversionsThanUsers(counts)).toBe(
      '現行のCV数（1,604人）が訪問数（1,500人）を上回りました。パターンを見分ける値がコンバージョンのイベントにも付いているか（ユーザースコープのカスタムディメンションなど）を確かめてください',
    );
    expect(moreConversionsThanUsers(patternCountsFromRows(source, patterns, rows.slice(0, 1)))).toBeNull();
  });
});

describe('missingGa4Value', () => {
  it('names the first pattern without a value by its field and its label', () => {
    expect(missingGa4Value(source, patterns)).toBeNull();
    const blank = {
      ...source,
      values: [
        { pattern: 1, value: 'a' },
        { pattern: 2, value: '' },
      ],
    };
    expect(missingGa4Value(blank, patterns)).toEqual({
      field: 'values.1.value',
      message: '赤いボタンのバリアント文字列を入力してください',
    });
    const short = { ...source, kind: 'page_path' as const, values: [{ pattern: 1, value: '/a' }] };
    expect(missingGa4Value(short, patterns)).toEqual({
      field: 'values.1.value',
      message: '赤いボタンのページパスを入力してください',
    });
  });
});

describe('ga4DimensionOf and the request schema', () => {
  it('asks GA4 for the dimension of the kind', () => {
    expect(ga4DimensionOf(source)).toBe('customEvent:exp_variant_string');
    expect(ga4DimensionOf({ kind: 'page_path', dimension: '' })).toBe('pagePath');
    expect(ga4DimensionOf({ kind: 'custom_dimension', dimension: 'customUser:ab' })).toBe('customUser:ab');
  });

  it('refuses a custom dimension not spelled as GA4 names it, and a page path without its slash', () => {
    const base = { measure_id: 1, event: 'purchase', values: [] };
    const issues = (value: object) =>
      updateGa4SourceRequestSchema.safeParse({ ...base, ...value }).error?.issues.map((i) => i.path.join('.')) ?? [];
    expect(issues({ kind: 'custom_dimension', dimension: 'ab_variant' })).toEqual(['dimension']);
    expect(issues({ kind: 'custom_dimension', dimension: 'customEvent:ab_variant' })).toEqual([]);
    expect(issues({ kind: 'page_path', values: [{ pattern: 1, value: 'lp/b' }] })).toEqual(['values.0.value']);
    expect(issues({ kind: 'experience_impression', event: '購入' })).toEqual(['event']);
  });
});

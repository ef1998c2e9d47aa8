import { describe, expect, it } from 'vitest';
import { auditCsv, auditWhat, type AuditEntry } from './audit.js';

const entry: AuditEntry = {
  id: 1,
  created_at: '2026-11-28T01:00:00.000Z',
  actor_id: 2,
  actor_name: '佐藤 花子',
  event: 'export',
  ip: '203.0.113.7',
  target_kind: 'project',
  target_id: 3,
  target_name: 'ECサイト改善プロジェクト',
  detail: 'management_csv',
};

describe('auditWhat', () => {
  it('names an export by its kind and its project', () => {
    expect(auditWhat(entry)).toBe('改善ツリーのCSV（ECサイト改善プロジェクト）');
    expect(auditWhat({ ...entry, detail: 'page_pdf', target_name: null })).toBe('画面の印刷・PDF');
  });

  it('keeps the recorded words of other entries', () => {
    expect(auditWhat({ ...entry, event: 'project_created', detail: '新規プロジェクト' })).toBe('新規プロジェクト');
    expect(auditWhat({ ...entry, event: 'sign_out', detail: null })).toBe('');
  });
});

describe('auditCsv', () => {
  it('writes the export with its project in 内容', () => {
    const csv = auditCsv([entry], () => '2026/11/28 10:00:00');
    expect(csv.split('\r\n')[1]).toBe(
      '2026/11/28 10:00:00,佐藤 花子,書き出し,203.0.113.7,改善ツリーのCSV（ECサイト改善プロジェクト）',
    );
  });
});

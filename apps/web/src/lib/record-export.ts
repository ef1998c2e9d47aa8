import { okResponseSchema, type AuditExportKind } from '@kaizen/domain';
import { useEffect } from 'react';
import { apiPost } from './api-client';

/**
 * Tells the audit log of an export made in the browser (decisions/0035). A client user's names its
 * project. The file is already saved, so a failure to record is not the user's to handle.
 */
export function recordExport(kind: AuditExportKind, projectId?: number): void {
  apiPost('/api/v1/audit/record_export', { kind, project_id: projectId }, okResponseSchema).catch(() => undefined);
}

/**
 * Records each print of the page while it is shown — through its 印刷 button or the browser's own
 * (Ctrl+P, the menu), which both fire beforeprint; saving as PDF is printing too.
 */
export function useRecordPrint(kind: AuditExportKind, projectId?: number, enabled = true): void {
  useEffect(() => {
    if (!enabled) return undefined;
    const onPrint = () => recordExport(kind, projectId);
    window.addEventListener('beforeprint', onPrint);
    return () => window.removeEventListener('beforeprint', onPrint);
  }, [kind, projectId, enabled]);
}

import { okResponseSchema, type AuditExportKind } from '@kaizen/domain';
import { apiPost } from './api-client';

/**
 * Tells the audit log of an export made in the browser (decisions/0035). Staff only; the file is
 * already saved, so a failure to record is not the user's to handle.
 */
export function recordExport(kind: AuditExportKind, projectId?: number): void {
  apiPost('/api/v1/audit/record_export', { kind, project_id: projectId }, okResponseSchema).catch(() => undefined);
}

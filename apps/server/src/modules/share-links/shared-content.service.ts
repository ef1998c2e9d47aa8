import type { SharedContent, SharedOverview, ShareTargetKind } from '@kaizen/domain';
import type { Db } from '../../db/types.js';
import type { Actor } from '../../lib/actor.js';
import { requireProject } from '../access/access.service.js';
import { conflicts } from '../analysis/comparison.service.js';
import { customerAnalysis } from '../analysis/customer-analysis.service.js';
import { listMarkets } from '../analysis/markets.service.js';
import { projectDocuments } from '../documents/documents.service.js';
import { managements } from '../management/management.read.service.js';
import { reportResponse } from '../measure-reports/report-response.service.js';
import { monthlyReport, monthlyReports } from '../monthly-reports/monthly-reports.service.js';
import { salesReport, salesReports } from '../sales-reports/sales-reports.service.js';
import { projectSimulation } from '../sales/simulation.service.js';

/**
 * The overview as its page reads it: the answer of each section's own call, made as `viewer`.
 * Nothing here filters: each service applies the client rule itself.
 */
async function overview(db: Db, viewer: Actor, secret: string, projectId: number): Promise<SharedOverview> {
  const owner = { kind: 'project', id: projectId } as const;
  const project = await requireProject(db, viewer, projectId, 'read');
  const [info, documents, simulation, analysis, comparison, markets, monthly, sales] = await Promise.all([
    managements(db, viewer, projectId),
    projectDocuments(db, viewer, secret, projectId),
    projectSimulation(db, viewer, projectId),
    customerAnalysis(db, viewer, owner),
    conflicts(db, viewer, owner),
    listMarkets(db, viewer, owner),
    monthlyReports(db, viewer, { project_id: projectId, type: undefined, year: undefined }),
    salesReports(db, viewer, { project_id: projectId }),
  ]);
  return {
    project: {
      id: Number(project.id),
      project_name: project.project_name,
      company_id: Number(project.company_id),
      company_name: project.company_name,
    },
    info,
    documents,
    simulation,
    customer_analysis: analysis,
    conflicts: comparison,
    markets,
    monthly_reports: monthly,
    sales_reports: sales,
  };
}

/**
 * What a share link shows (decisions/0042): the item read through its own services as `viewer` — a
 * client user of the project — so the same rules decide; a hidden or deleted item is their 404.
 */
export async function sharedContent(
  db: Db,
  viewer: Actor,
  secret: string,
  target: { kind: ShareTargetKind; id: number; projectId: number },
): Promise<SharedContent> {
  switch (target.kind) {
    case 'monthly_report':
      return { target_kind: 'monthly_report', monthly_report: await monthlyReport(db, viewer, secret, target.id) };
    case 'sales_report':
      return {
        target_kind: 'sales_report',
        sales_report: await salesReport(db, viewer, secret, { id: target.id, project_id: target.projectId }),
      };
    case 'measure_report':
      return {
        target_kind: 'measure_report',
        project_id: target.projectId,
        measure_id: target.id,
        measure_report: await reportResponse(db, viewer, secret, target.id),
      };
    case 'project':
      return {
        target_kind: 'project',
        project_id: target.id,
        overview: await overview(db, viewer, secret, target.id),
      };
  }
}

import { customerAnalysisResponseSchema } from '../analysis/customer-analysis.js';
import { conflictsResponseSchema } from '../analysis/comparison.js';
import { marketsResponseSchema } from '../analysis/markets.js';
import { newPasswordSchema } from '../auth/schemas.js';
import { idSchema } from '../common/ids.js';
import { z } from '../common/zod.js';
import { documentListResponseSchema } from '../documents/schemas.js';
import { managementsResponseSchema } from '../management/responses.js';
import { measureReportResponseSchema } from '../measure-reports/reports.js';
import { monthlyReportListResponseSchema, monthlyReportSchema } from '../monthly-reports/schemas.js';
import { projectSchema } from '../projects/schemas.js';
import { projectSimulationResponseSchema } from '../sales/project-simulation.js';
import { salesReportListResponseSchema, salesReportSchema } from '../sales/reports.js';
import { shareLinkMessages } from './messages.js';
import { SHARE_LINK_MAX_DAYS, SHARE_LINK_MIN_DAYS } from './rules.js';

/**
 * What a share link can open (issue 34 §6): a monthly report, a sales report (of a customer that
 * became a project), a measure's report (named by its measure's id, as the report's routes do) and a
 * project's overview (named by the project's id).
 */
export const shareTargetKinds = ['monthly_report', 'sales_report', 'measure_report', 'project'] as const;
export type ShareTargetKind = (typeof shareTargetKinds)[number];

export const shareTargetKindLabels: Record<ShareTargetKind, string> = {
  monthly_report: '月次レポート',
  sales_report: '営業レポート',
  measure_report: '施策レポート',
  project: 'プロジェクト概要',
};

const targetKindSchema = z.enum(shareTargetKinds, { error: shareLinkMessages.targetKindInvalid });
const shareLinkStateSchema = z.enum(['active', 'expired', 'revoked']);

export const shareLinkSchema = z.object({
  id: z.number().int(),
  target_kind: targetKindSchema,
  target_id: z.number().int(),
  project_id: z.number().int(),
  /** The item's title when the link was made (the report's, the measure's, the project's name). */
  target_title: z.string(),
  has_password: z.boolean(),
  expires_at: z.string(),
  created_at: z.string(),
  /** Who made it; null when that account is gone. */
  created_by: z.string().nullable(),
  revoked_at: z.string().nullable(),
  view_count: z.number().int(),
  last_viewed_at: z.string().nullable(),
  state: shareLinkStateSchema,
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

/** GET share_links: a project's links, or one item's when target_kind and target_id are given; newest first. */
export const shareLinkListQuerySchema = z
  .object({ project_id: idSchema, target_kind: targetKindSchema.optional(), target_id: idSchema.optional() })
  .refine((v) => (v.target_kind === undefined) === (v.target_id === undefined), {
    path: ['target_id'],
    message: 'target_kind と target_id は両方指定するか、両方省略してください',
  });
export type ShareLinkListQuery = z.infer<typeof shareLinkListQuerySchema>;
export const shareLinkListResponseSchema = z.object({ links: z.array(shareLinkSchema) });

const expiresSchema = z
  .number({ error: shareLinkMessages.expiresInvalid })
  .int(shareLinkMessages.expiresInvalid)
  .min(SHARE_LINK_MIN_DAYS, shareLinkMessages.expiresInvalid)
  .max(SHARE_LINK_MAX_DAYS, shareLinkMessages.expiresInvalid);

/** POST share_links/create: '' or no password makes a link that opens without one. */
export const createShareLinkRequestSchema = z.object({
  target_kind: targetKindSchema,
  target_id: idSchema,
  expires_in_days: expiresSchema.optional(),
  password: z.union([z.literal(''), newPasswordSchema]).optional(),
});
export type CreateShareLinkRequest = z.infer<typeof createShareLinkRequestSchema>;
/** The token is answered once, here: only its hash is stored, so nobody can read it again. */
export const createShareLinkResponseSchema = z.object({ link: shareLinkSchema, token: z.string(), path: z.string() });

export const revokeShareLinkRequestSchema = z.object({ id: idSchema });
export const shareLinkResponseSchema = z.object({ link: shareLinkSchema });

/**
 * The token as the public calls take it. Only its length is bounded here: a token of the wrong shape
 * is an unknown link and answers the same 404 as any other, not a 400 that would tell them apart.
 */
const tokenSchema = z.string({ error: shareLinkMessages.tokenInvalid }).min(1, shareLinkMessages.tokenInvalid).max(200);

/** POST shared/open: the token in the body, not the path, so it is never written to the request log. */
export const openSharedRequestSchema = z.object({ token: tokenSchema, proof: z.string().max(300).optional() });
export const unlockSharedRequestSchema = z.object({
  token: tokenSchema,
  password: z
    .string({ error: shareLinkMessages.passwordRequired })
    .min(1, shareLinkMessages.passwordRequired)
    .max(128, shareLinkMessages.passwordWrong),
});
/** A correct password: a proof for this link alone, sent with shared/open until it expires. */
export const unlockSharedResponseSchema = z.object({ proof: z.string(), expires_at: z.string() });

/** The overview as a client user of the project reads it: each section's own answer. */
export const sharedOverviewSchema = z.object({
  project: projectSchema,
  info: managementsResponseSchema,
  documents: documentListResponseSchema,
  simulation: projectSimulationResponseSchema,
  customer_analysis: customerAnalysisResponseSchema,
  conflicts: conflictsResponseSchema,
  markets: marketsResponseSchema,
  monthly_reports: monthlyReportListResponseSchema,
  sales_reports: salesReportListResponseSchema,
});
export type SharedOverview = z.infer<typeof sharedOverviewSchema>;

/** What the link shows: exactly the answers a client user of the project gets from the item's own calls. */
export const sharedContentSchema = z.discriminatedUnion('target_kind', [
  z.object({ target_kind: z.literal('monthly_report'), monthly_report: monthlyReportSchema }),
  z.object({ target_kind: z.literal('sales_report'), sales_report: salesReportSchema }),
  z.object({
    target_kind: z.literal('measure_report'),
    project_id: z.number().int(),
    measure_id: z.number().int(),
    measure_report: measureReportResponseSchema,
  }),
  z.object({ target_kind: z.literal('project'), project_id: z.number().int(), overview: sharedOverviewSchema }),
]);
export type SharedContent = z.infer<typeof sharedContentSchema>;

export const openSharedResponseSchema = z.discriminatedUnion('state', [
  /** The link asks for its password first; nothing about the item is said. */
  z.object({ state: z.literal('locked') }),
  z.object({ state: z.literal('open'), expires_at: z.string(), content: sharedContentSchema }),
]);
export type OpenSharedResponse = z.infer<typeof openSharedResponseSchema>;

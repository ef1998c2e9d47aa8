import { z } from '../common/zod.js';
import { notificationSchema } from '../management/responses.js';
import { verdicts } from '../measure-reports/stats-schemas.js';
import { commentTargetKinds } from '../comments/schemas.js';
import { dueBuckets } from './due.js';

/** The kinds of tree node a person can be assigned to (issue 33 §1). */
export const assignableKinds = ['kpi', 'task', 'measure', 'work'] as const;
export type AssignableKind = (typeof assignableKinds)[number];

const id = z.number().int();
const inProject = { project_id: id, project_name: z.string() };

/** An open item assigned to the caller: not 完了, in a live tree of a project they may see. */
const assignedItemSchema = z.object({
  ...inProject,
  kind: z.enum(assignableKinds),
  id,
  title: z.string(),
  dead_line: z.string().nullable(),
  status_name: z.string().nullable(),
  bucket: z.enum(dueBuckets),
});

/** A measure assigned to the caller whose verification ends within the horizon. */
const verificationEndingSchema = z.object({
  ...inProject,
  measure_id: id,
  title: z.string(),
  verification_end_date: z.string(),
  /** The statistics' verdict on the counts so far; null while they give none (or the caller may not read them). */
  verdict: z.enum(verdicts).nullable(),
  has_report: z.boolean(),
});

/** A measure assigned to the caller whose verification has ended with its report not yet written up. */
const awaitingReportSchema = z.object({
  ...inProject,
  measure_id: id,
  title: z.string(),
  verification_end_date: z.string().nullable(),
  /** false: no report at all; true: a report whose 考察 is still empty. */
  has_report: z.boolean(),
});

/** A comment that @mentions the caller, not yet read, on an item the caller may still see. */
const unreadMentionSchema = z.object({
  /** null for a sales report of a customer that has no project yet: project_name is then the customer's. */
  project_id: id.nullable(),
  project_name: z.string(),
  /** The sales customer of a sales report's thread, for its link; null for every other kind. */
  sale_id: id.nullable(),
  comment_id: id,
  target_kind: z.enum(commentTargetKinds),
  target_id: id,
  author_name: z.string(),
  excerpt: z.string(),
  created_at: z.string(),
});

/** A client need nobody has answered yet (staff only). */
const waitingNeedSchema = z.object({
  ...inProject,
  id,
  title: z.string(),
  priority: z.number().int(),
  created_at: z.string(),
});

/** A project whose regular report on last month is not public yet (staff only). */
const reportToPublishSchema = z.object({
  ...inProject,
  /** The month the report covers, 'YYYY-MM'. */
  month: z.string(),
  /** The unpublished draft, when one exists. */
  report_id: id.nullable(),
});

/** Rows a section lists at most; the rest are counted (left_out), so a crowded week stays readable. */
export const TODAY_SECTION_LIMIT = 100;

/** GET /api/v1/today: the signed-in user's week across every project they may see (decisions/0039). */
export const todayResponseSchema = z.object({
  today: z.string(),
  horizon_end: z.string(),
  assigned: z.array(assignedItemSchema),
  /** Assigned open items due later or without a 期限: counted, not listed. */
  assigned_later_count: z.number().int(),
  verification_ending: z.array(verificationEndingSchema),
  awaiting_report: z.array(awaitingReportSchema),
  mentions: z.array(unreadMentionSchema),
  needs: z.array(waitingNeedSchema),
  reports_to_publish: z.array(reportToPublishSchema),
  notifications: z.object({ unread_count: z.number().int(), unread: z.array(notificationSchema) }),
  /** Rows past TODAY_SECTION_LIMIT in each list: the list keeps its first (most pressing) ones. */
  left_out: z.object({
    assigned: z.number().int(),
    verification_ending: z.number().int(),
    awaiting_report: z.number().int(),
    mentions: z.number().int(),
    needs: z.number().int(),
    reports_to_publish: z.number().int(),
  }),
});
export type TodayResponse = z.infer<typeof todayResponseSchema>;
export type TodayAssignedItem = TodayResponse['assigned'][number];

import { masterItemSchema } from '../admin/masters.js';
import { idSchema } from '../common/ids.js';
import { z } from '../common/zod.js';
import { kgiSchema } from './requests.js';

/** GET managements: the master lists the screens need, the KGI, and what the caller may do here. */
export const managementsResponseSchema = z.object({
  status: z.array(masterItemSchema),
  hypothesis_status: z.array(masterItemSchema),
  measure_status: z.array(masterItemSchema),
  master_importance: z.array(masterItemSchema),
  master_priority: z.array(masterItemSchema),
  master_urgency: z.array(masterItemSchema),
  master_verification: z.array(masterItemSchema),
  category: z.array(masterItemSchema),
  kgi: kgiSchema,
  permissions: z.object({
    /** The caller may change this project's tree. */
    can_edit: z.boolean(),
    /** Staff allow the project's client users to edit its tree. */
    client_can_edit: z.boolean(),
    /** The caller may change the display flag (is_show) of measures: staff only. */
    can_change_visibility: z.boolean(),
    /**
     * The measures whose report page the tree may link to. null: every measure (staff, who may
     * create a report there); a client user gets only the reports it may open (reportLinks' rule).
     */
    report_links: z.array(z.number().int()).nullable(),
  }),
});
export type ManagementsResponse = z.infer<typeof managementsResponseSchema>;

export const notificationSchema = z.object({
  id: z.number().int(),
  project_id: z.number().int().nullable(),
  /** The project's name, so a list across projects says where each change was made. */
  project_name: z.string(),
  user_id: z.number().int().nullable(),
  user_name: z.string(),
  kind: z.string(),
  action_page: z.string(),
  action_target: z.string(),
  is_rev: z.boolean(),
  created_at: z.string(),
  /** The status a KPI or measure moved to, by name; '' for other kinds (see describeNotification). */
  detail: z.string(),
  /**
   * What it is about ('kpi', 'measure', 'monthly_report', 'need', 'sale'; null for the KGI), so
   * notificationPath can lead to it.
   */
  target_kind: z.string().nullable(),
  target_id: z.number().int().nullable(),
  /** Read by the signed-in user (each user has their own). */
  is_read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;
export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unread_count: z.number().int(),
});
/** Without project_id: every project the caller may see (the header's bell). */
export const notificationsQuerySchema = z.object({ project_id: idSchema.optional() });
export const markNotificationsReadRequestSchema = z.object({ project_id: idSchema.optional() });

/** What the live event stream says: something changed; the screen refetches what it shows. */
export const liveEventSchema = z.object({
  /** 'tree': something of the project's tree or boards changed; 'notification': a new notification. */
  type: z.enum(['notification', 'tree']),
  project_id: z.number().int(),
  /** Who made the change, so a screen can skip its own echo. */
  user_id: z.number().int(),
});
export type LiveEvent = z.infer<typeof liveEventSchema>;

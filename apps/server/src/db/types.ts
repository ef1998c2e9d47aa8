import type { Generated, Kysely } from 'kysely';

/**
 * Table shapes. Portable choices (architecture guide): integer ids, 0/1 integer flags,
 * dates as 'YYYY-MM-DD' text, timestamps as ISO-8601 UTC text.
 */
export interface CompaniesTable {
  id: Generated<number>;
  company_name: string;
  /** 1 for the operating company whose users are internal staff. */
  is_operator: Generated<number>;
  is_deleted: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface ProjectsTable {
  id: Generated<number>;
  company_id: number;
  project_name: string;
  /** Staff allow this project's client users to edit its tree (0/1). */
  client_can_edit: Generated<number>;
  /** Issue 32: how the project's measure results are read (StatsEngine, StatsPrior, the data guard). */
  stats_engine: Generated<string>;
  stats_prior: Generated<string>;
  stats_min_conversions: Generated<number>;
  is_deleted: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface UsersTable {
  id: Generated<number>;
  company_id: number;
  account: string;
  name: string;
  password_hash: string | null;
  role: number;
  role_num: number;
  is_deleted: Generated<number>;
  created_at: string;
  updated_at: string;
  /** Issue 34: where e-mail goes, once email_confirmed_at says its owner opened the confirmation link. */
  email: string | null;
  email_confirmed_at: string | null;
}

export interface EmailConfirmationsTable {
  id: Generated<number>;
  user_id: number;
  email: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A user's choice for one notification kind: 'immediate' | 'digest' | 'none'. */
export interface NotificationPreferencesTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  mode: string;
  updated_at: string;
}

/** Quiet hours (Japan time, both null: none) and the weekly digest (digest_day null: off; 0 = Sunday). */
export interface MailSettingsTable {
  user_id: number;
  quiet_start_hour: number | null;
  quiet_end_hour: number | null;
  digest_day: number | null;
  digest_hour: number;
  updated_at: string;
}

/** One message to send (modules/delivery): pending until sent, or failed after its last try. */
export interface DeliveriesTable {
  id: Generated<number>;
  channel: string;
  kind: string;
  /** An e-mail address, or the chat channel's id. */
  target: string;
  recipient_user_id: number | null;
  project_id: number | null;
  /** Shown to administrators; never holds a secret. */
  subject: string;
  seal_context: string;
  /** Sealed JSON (lib/secret-box.ts); '' once sent. */
  payload: string;
  dedupe_key: string | null;
  status: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  locked_by: string | null;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

export interface DeliveryCursorsTable {
  name: string;
  position: number;
  updated_at: string;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  strategy: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  /** 'pair:<sha256 of the lower-cased account>:<ip>' or 'address:<ip>' (modules/auth/login-throttle.ts). */
  throttle_key: string;
  created_at: string;
}

export interface MasterItemsTable {
  kind: string;
  id: number;
  name: string;
  class: string | null;
  index_num: number;
  is_locked: number;
  updated_at: string;
}

export interface UserFavoritesTable {
  user_id: number;
  project_id: number;
  created_at: string;
  /** Per-user star order: the user's highest seq + 1 when starred (migration 0003). */
  seq: number | null;
}

export interface GroupsTable {
  id: Generated<number>;
  name: string;
  created_at: string;
  updated_at: string;
}

export interface GroupMembersTable {
  group_id: number;
  user_id: number;
  created_at: string;
}

export interface NotificationSettingsTable {
  /** 0 for the global setting. */
  project_id: number;
  kind: string;
  enabled: number;
  updated_at: string;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_by: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

interface NodeColumns {
  id: Generated<number>;
  project_id: number;
  index_num: number;
  is_deleted: Generated<number>;
  deleted_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface KgisTable {
  id: Generated<number>;
  project_id: number;
  purpose: Generated<string>;
  kgi: Generated<string>;
  start_line: string | null;
  dead_line: string | null;
  updated_by: number | null;
  /** The metric the KGI shows (decisions/0044). */
  metric_id: Generated<number | null>;
  created_at: string;
  updated_at: string;
}

export interface KpisTable extends NodeColumns {
  kgi_id: number | null;
  kpi: string;
  current_figure: Generated<string>;
  kpi_detail: Generated<string>;
  status: number | null;
  dead_line: string | null;
  /** The metric the KPI shows (decisions/0044). */
  metric_id: Generated<number | null>;
}

export interface TasksTable extends NodeColumns {
  project_kpi_id: number | null;
  is_non_kpi: Generated<number>;
  task: string;
  status: number | null;
  dead_line: string | null;
  link: string | null;
}

export interface FactorsTable extends NodeColumns {
  task_id: number;
  factor: string;
}

export interface HypothesesTable extends NodeColumns {
  factor_id: number;
  hypothesis: string;
  category: number | null;
  hypothesis_status: number | null;
}

export interface MeasuresTable extends NodeColumns {
  hypothesis_id: number;
  measure: string;
  status: number | null;
  importance: number | null;
  urgency: number | null;
  priority: number | null;
  verification: number | null;
  verification_start_date: string | null;
  verification_end_date: string | null;
  is_show: Generated<number>;
  conversion_rate: number | null;
  dead_line: string | null;
  /** A typed expected uplift in percent (見込み), used until the verification has statistics (decisions/0044). */
  expected_uplift: Generated<number | null>;
}

/** A KPI tree's metric (decisions/0044): an analytics figure, a typed series, or a formula (JSON of its tree). */
export interface MetricsTable {
  id: Generated<number>;
  project_id: number;
  name: string;
  unit: string;
  direction: string;
  /** 'analytics' | 'manual' | 'formula'. */
  source_kind: string;
  analytics_figure: string | null;
  formula: string | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

/** One month of a manual metric's typed actuals ('actual') or of any metric's own target ('target'). */
export interface MetricMonthsTable {
  metric_id: number;
  month: string;
  kind: string;
  value: number;
  updated_at: string;
}

/** A comment on an item (decisions/0037); target_kind + target_id name the item. */
export interface CommentsTable {
  id: Generated<number>;
  project_id: number | null;
  sale_id: number | null;
  target_kind: string;
  target_id: number;
  author_id: number;
  body: string;
  /** 1: 社内のみ — client users never see it. */
  is_internal: Generated<number>;
  created_at: string;
  updated_at: string;
  /** When its author last changed the body (「編集済み」); null while never edited. */
  edited_at: string | null;
  is_deleted: Generated<number>;
}

/**
 * A chat room notifications are posted to (decisions/0043): a project's, or a company's for all its
 * projects. secret_box holds the sealed webhook URL or API token; no answer ever carries it.
 */
export interface ChatChannelsTable {
  id: Generated<number>;
  project_id: number | null;
  company_id: number | null;
  service: string;
  name: string;
  audience: string;
  /** Notification kinds, comma-separated. */
  kinds: string;
  room_id: string | null;
  seal_context: string;
  secret_box: string;
  secret_hint: string;
  created_by: number | null;
  /** 'sent' | 'failed' | null (nothing posted yet). */
  last_status: string | null;
  last_at: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

/** A user an @mention named; read_at is when they marked it read. */
export interface CommentMentionsTable {
  comment_id: number;
  user_id: number;
  read_at: string | null;
}

export interface NodeAssigneesTable {
  project_id: number;
  kind: string;
  node_id: number;
  user_id: number;
  created_at: string;
}

/** One recorded change (decisions/0038): a field's from → to, or a create, delete, restore or move. */
export interface ChangeHistoryTable {
  id: Generated<number>;
  project_id: number | null;
  sale_id: number | null;
  target_kind: string;
  target_id: number;
  target_title: Generated<string>;
  action: string;
  field: string | null;
  from_value: string | null;
  to_value: string | null;
  actor_id: number | null;
  is_internal: Generated<number>;
  created_at: string;
}

export interface WorksTable extends NodeColumns {
  hypothesis_id: number;
  work: string;
  dead_line: string | null;
}

export interface NotificationsTable {
  id: Generated<number>;
  project_id: number | null;
  user_id: number | null;
  kind: string;
  action_page: string;
  action_target: string;
  is_rev: number;
  created_at: string;
  /** What it is about ('kpi', 'measure', …), so client users see only what they may. */
  target_kind: string | null;
  target_id: number | null;
  /** The status it moved to, by name, for a status change; '' otherwise. */
  detail: Generated<string>;
  /** The one user it is for (a need's author hearing back); null: everyone who sees the project's. */
  recipient_id: number | null;
  /** The status it moved from, by name, for a status change; '' otherwise or when not recorded. */
  detail_from: Generated<string>;
}

export interface NotificationReadsTable {
  user_id: number;
  project_id: number;
  last_read_id: number;
  updated_at: string;
}

export interface BoardCardsTable {
  project_id: number;
  kind: string;
  node_id: number;
  memo: Generated<string>;
  array_num: number | null;
  updated_at: string;
}

export interface MeasureSchedulesTable {
  measure_id: number;
  preparation_start: string | null;
  preparation_end: string | null;
  confirmation_start: string | null;
  confirmation_end: string | null;
  completion_date: string | null;
  updated_at: string;
}

export interface UserPreferencesTable {
  user_id: number;
  key: string;
  value: string;
  updated_at: string;
}

export interface StoredFilesTable {
  id: Generated<number>;
  name: string;
  type: string;
  size: number;
  /** sha256, hex. */
  content_hash: string;
  data: Buffer;
  created_by: number | null;
  created_at: string;
}

export interface MeasureReportsTable {
  id: Generated<number>;
  measure_id: number;
  porpose: Generated<string>;
  device: number | null;
  verification: number | null;
  user_id: number | null;
  pattern_num: Generated<number>;
  session_num: number | null;
  improvement: number | null;
  current_improvement: number | null;
  porpose_improvement: number | null;
  estimate: number | null;
  detail: Generated<string>;
  cvr_increase: number | null;
  is_show: Generated<number>;
  consideration: Generated<string>;
  basis: Generated<string>;
  /** Issue 32: the control (null: the first pattern) and the test's plan. */
  control_pattern: number | null;
  plan_baseline_cvr: number | null;
  plan_daily_users: number | null;
  plan_mde: number | null;
  /** Issue 32 §1 (decisions/0034): how GA4 tells the patterns apart, and the conversion's key event. */
  ga4_kind: string | null;
  ga4_dimension: string | null;
  ga4_event: string | null;
  created_at: string;
  updated_at: string;
}

export interface ReportHeadersTable {
  id: Generated<number>;
  measure_id: number;
  title: Generated<string>;
  index_num: number;
}

export interface ReportPatternsTable {
  id: Generated<number>;
  measure_id: number;
  pattern: number;
  name: Generated<string>;
  good: Generated<string>;
  bad: Generated<string>;
  is_adopt: Generated<number>;
  users: number | null;
  conversions: number | null;
  value_sum: number | null;
  value_sum_squares: number | null;
  /** The planned share of the users (配分, a percentage); null on every pattern for an equal split. */
  planned_share: number | null;
  /** The value of the GA4 dimension that identifies this pattern (variant string, dimension value, page path). */
  ga4_value: string | null;
}

export interface ReportCellsTable {
  id: Generated<number>;
  pattern_id: number;
  header_id: number;
  name: Generated<string>;
}

export interface ReportImagesTable {
  id: Generated<number>;
  measure_id: number;
  kind: string;
  pattern: number | null;
  title: Generated<string>;
  sort_order: number;
  file_id: number;
  created_at: string;
}

export interface ReportLinksTable {
  measure_id: number;
  kind: string;
  target_id: number;
  created_at: string;
}

export interface MonthlyReportsTable {
  id: Generated<number>;
  project_id: number;
  title: string;
  is_regular: Generated<number>;
  is_show: Generated<number>;
  body: Generated<string>;
  period_start: string | null;
  period_end: string | null;
  user_id: number | null;
  created_at: string;
  updated_at: string;
}

/** A sales customer (営業顧客; decisions/0012). */
export interface SalesTable {
  id: Generated<number>;
  project_name: string;
  company_name: Generated<string>;
  user_id: number | null;
  service_id: number | null;
  /** The client company and project once the contract is won. */
  company_id: number | null;
  project_id: number | null;
  is_deleted: Generated<number>;
  deleted_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface SalesGoalsTable {
  id: Generated<number>;
  sale_id: number;
  purpose: Generated<string>;
  kgi: Generated<string>;
  start_line: string | null;
  dead_line: string | null;
  created_at: string;
  updated_at: string;
}

export interface SalesGoalChangesTable {
  id: Generated<number>;
  sale_id: number;
  user_id: number | null;
  action_target: string;
  before: string;
  after: string;
  created_at: string;
}

export interface SalesSimulationsTable {
  id: Generated<number>;
  sale_id: number;
  target: number;
  session: number;
  cvr: number;
  contract_rate: number;
  customer_avg: number;
  profit_rate: number;
  created_at: string;
  updated_at: string;
}

export interface SalesReportsTable {
  id: Generated<number>;
  sale_id: number;
  title: string;
  body: Generated<string>;
  is_show: Generated<number>;
  user_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface SaleFilesTable {
  file_id: number;
  sale_id: number;
  created_at: string;
}

/** A PDF of a sales customer (sale_id) or a project (project_id). */
export interface DocumentsTable {
  id: Generated<number>;
  sale_id: number | null;
  project_id: number | null;
  file_id: number;
  name: string;
  size: number;
  user_id: number | null;
  created_at: string;
}

export interface ProjectFilesTable {
  file_id: number;
  project_id: number;
  created_at: string;
}

/** A company of an owner's competitor comparison: a row of the table (decisions/0013). */
export interface ConflictCompaniesTable {
  id: Generated<number>;
  sale_id: number | null;
  project_id: number | null;
  name: string;
  index_num: number;
  created_at: string;
  updated_at: string;
}

/** A comparison item of an owner's competitor comparison: a column of the table. */
export interface ConflictItemsTable {
  id: Generated<number>;
  sale_id: number | null;
  project_id: number | null;
  title: string;
  index_num: number;
  created_at: string;
  updated_at: string;
}

/** The text of one company for one comparison item (one per pair). */
export interface ConflictCellsTable {
  id: Generated<number>;
  company_id: number;
  item_id: number;
  name: string;
  created_at: string;
  updated_at: string;
}

/** The strengths and weaknesses of an owner (one row per owner). */
export interface AnalysisIndividualTable {
  id: Generated<number>;
  sale_id: number | null;
  project_id: number | null;
  strength: string;
  weakness: string;
  created_at: string;
  updated_at: string;
}

/** A market selection board of a project or a sales customer (decisions/0013), with its four axis labels. */
export interface MarketsTable {
  id: Generated<number>;
  sale_id: number | null;
  project_id: number | null;
  name: string;
  /** The axis labels; '' unless given. */
  top_name: Generated<string>;
  right_name: Generated<string>;
  bottom_name: Generated<string>;
  left_name: Generated<string>;
  index_num: number;
  created_at: string;
  updated_at: string;
}

/** A comparison company placed on a board's point (pos 0–63, row × 8 + col). */
export interface MarketTargetsTable {
  id: Generated<number>;
  market_id: number;
  company_id: number;
  pos: number;
}

/** A client need (migration 0013): priority 1 高 / 2 中 / 3 低, status 1 未対応 / 2 対応中 / 3 対応済み. */
export interface NeedsTable {
  id: Generated<number>;
  project_id: number;
  title: string;
  detail: Generated<string>;
  priority: Generated<number>;
  status: Generated<number>;
  answer: Generated<string>;
  answered_by: number | null;
  answered_at: string | null;
  /** The unorganised task the need became, if any. */
  task_id: number | null;
  created_by: number;
  created_at: string;
  updated_at: string;
}

/** An item of an owner's customer journey (顧客分析): provide (company) or realization (customer) text. */
export interface AnalysisItemsTable {
  id: Generated<number>;
  project_id: number | null;
  sale_id: number | null;
  phase_id: number;
  text: string;
  index_num: number;
  created_at: string;
  updated_at: string;
}

/** A point row of an owner's customer analysis; index_num 9999 is the trailing blank row. */
export interface AnalysisPointsTable {
  id: Generated<number>;
  project_id: number | null;
  sale_id: number | null;
  phase_id: number | null;
  is_action: number;
  is_good: number;
  action_contents: string;
  propriety_id: number | null;
  detail: string;
  element: string;
  index_num: number;
  created_at: string;
  updated_at: string;
}

/** A project's GA4 settings and measure defaults (0014); secret_box holds the encrypted key. */
export interface AnalyticsSettingsTable {
  project_id: number;
  property_id: Generated<string>;
  account_id: Generated<string>;
  view_id: Generated<string>;
  session_id: Generated<string>;
  cv1_id: Generated<string>;
  cv2_id: Generated<string>;
  cv3_id: Generated<string>;
  is_transaction: Generated<number>;
  secret_box: string | null;
  secret_client_email: string | null;
  secret_checked_at: string | null;
  secret_check_ok: number | null;
  secret_check_message: string | null;
  measure_device: number | null;
  measure_verification: number | null;
  measure_improvement: number | null;
  measure_cv_slot: number | null;
  updated_at: string;
}

export interface ClientTargetsTable {
  id: Generated<number>;
  project_id: number;
  start_month: string;
  end_month: string;
  target_sales: number | null;
  ltv: number | null;
  contract_rate: number | null;
  target_contract_cnt: number | null;
  target_cv_cnt: number | null;
  created_at: string;
  updated_at: string;
}

export interface AnalyticsMonthsTable {
  project_id: number;
  month: string;
  sessions: number | null;
  cv1: number | null;
  cv2: number | null;
  cv3: number | null;
  transactions: number | null;
  revenue: number | null;
  source: 'ga4' | 'csv';
  fetched_at: string;
  fetched_by: number | null;
}

/** One run of a scheduled job; (job, run_key) is the lock (0014). */
export interface JobRunsTable {
  job: string;
  run_key: string;
  holder: string;
  started_at: string;
  finished_at: string | null;
  result: string | null;
}

/** The administrators' audit log (0026): append-only, pruned nightly past the retention. */
export interface AuditLogTable {
  id: Generated<number>;
  created_at: string;
  actor_id: number | null;
  /** Copied in: kept when the account is deleted; '' for an account that does not exist. */
  actor_name: string;
  event: string;
  ip: string | null;
  target_kind: string | null;
  target_id: number | null;
  detail: string | null;
}

/** The audit log's one settings row (id 1). */
export interface AuditSettingsTable {
  id: number;
  retention_days: number;
  updated_at: string;
}

/** A read-only link to a report or an overview (0031, decisions/0042); only the token's hash is kept. */
export interface ShareLinksTable {
  id: Generated<number>;
  token_hash: string;
  project_id: number;
  company_id: number;
  target_kind: string;
  target_id: number;
  target_title: Generated<string>;
  password_hash: string | null;
  expires_at: string;
  created_by: number | null;
  created_at: string;
  revoked_at: string | null;
  revoked_by: number | null;
  view_count: Generated<number>;
  last_viewed_at: string | null;
}

export interface Database {
  share_links: ShareLinksTable;
  chat_channels: ChatChannelsTable;
  metrics: MetricsTable;
  metric_months: MetricMonthsTable;
  change_history: ChangeHistoryTable;
  audit_log: AuditLogTable;
  audit_settings: AuditSettingsTable;
  node_assignees: NodeAssigneesTable;
  comments: CommentsTable;
  comment_mentions: CommentMentionsTable;
  monthly_reports: MonthlyReportsTable;
  project_files: ProjectFilesTable;
  sales: SalesTable;
  sales_goals: SalesGoalsTable;
  sales_goal_changes: SalesGoalChangesTable;
  sales_simulations: SalesSimulationsTable;
  sales_reports: SalesReportsTable;
  sale_files: SaleFilesTable;
  documents: DocumentsTable;
  analysis_company_items: AnalysisItemsTable;
  analysis_customer_items: AnalysisItemsTable;
  analysis_points: AnalysisPointsTable;
  conflict_companies: ConflictCompaniesTable;
  conflict_items: ConflictItemsTable;
  conflict_cells: ConflictCellsTable;
  analysis_individual: AnalysisIndividualTable;
  markets: MarketsTable;
  market_targets: MarketTargetsTable;
  needs: NeedsTable;
  analytics_settings: AnalyticsSettingsTable;
  client_targets: ClientTargetsTable;
  analytics_months: AnalyticsMonthsTable;
  job_runs: JobRunsTable;
  email_confirmations: EmailConfirmationsTable;
  notification_preferences: NotificationPreferencesTable;
  mail_settings: MailSettingsTable;
  deliveries: DeliveriesTable;
  delivery_cursors: DeliveryCursorsTable;
  stored_files: StoredFilesTable;
  measure_reports: MeasureReportsTable;
  report_headers: ReportHeadersTable;
  report_patterns: ReportPatternsTable;
  report_cells: ReportCellsTable;
  report_images: ReportImagesTable;
  report_links: ReportLinksTable;
  kgis: KgisTable;
  kpis: KpisTable;
  tasks: TasksTable;
  factors: FactorsTable;
  hypotheses: HypothesesTable;
  measures: MeasuresTable;
  works: WorksTable;
  notifications: NotificationsTable;
  notification_reads: NotificationReadsTable;
  board_cards: BoardCardsTable;
  measure_schedules: MeasureSchedulesTable;
  user_preferences: UserPreferencesTable;
  master_items: MasterItemsTable;
  user_favorites: UserFavoritesTable;
  groups: GroupsTable;
  group_members: GroupMembersTable;
  notification_settings: NotificationSettingsTable;
  password_resets: PasswordResetsTable;
  companies: CompaniesTable;
  projects: ProjectsTable;
  users: UsersTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
}

/** The database handle, or a transaction on it: what every repository and service takes. */
export type Db = Kysely<Database>;

import { sql, type Kysely } from 'kysely';
import { withId, withTimestamps } from '../schema-helpers.js';

/**
 * The KPI tree's metrics (issue 35, decisions/0044): a project's figure — an analytics figure
 * (analytics_figure), typed month by month (manual) or a formula over other metrics of the project,
 * stored as the JSON of its tree (never text to evaluate). metric_months holds a manual metric's
 * typed actuals and any metric's per-metric targets, one row per month and kind. The KGI and each
 * KPI may show one metric (metric_id); a measure may carry a typed expected uplift in percent
 * (見込み) used before its verification has statistics.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable('metrics'))
      .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('unit', 'text', (c) => c.notNull())
      .addColumn('direction', 'text', (c) => c.notNull())
      .addColumn('source_kind', 'text', (c) => c.notNull())
      .addColumn('analytics_figure', 'text')
      .addColumn('formula', 'text')
      .addColumn('created_by', 'integer')
      .addCheckConstraint('metrics_direction', sql`direction in ('higher', 'lower')`)
      .addCheckConstraint('metrics_source_kind', sql`source_kind in ('analytics', 'manual', 'formula')`)
      // Each kind carries exactly its own part: a figure, a formula, or neither.
      .addCheckConstraint(
        'metrics_source',
        sql`(source_kind = 'analytics') = (analytics_figure is not null) and (source_kind = 'formula') = (formula is not null)`,
      ),
  ).execute();
  await db.schema.createIndex('metrics_project').on('metrics').column('project_id').execute();

  await db.schema
    .createTable('metric_months')
    .addColumn('metric_id', 'integer', (c) => c.notNull().references('metrics.id').onDelete('cascade'))
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('value', 'double precision', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('metric_months_pk', ['metric_id', 'kind', 'month'])
    .addCheckConstraint('metric_months_kind', sql`kind in ('actual', 'target')`)
    .execute();

  await db.schema
    .alterTable('kgis')
    .addColumn('metric_id', 'integer', (c) => c.references('metrics.id'))
    .execute();
  await db.schema
    .alterTable('kpis')
    .addColumn('metric_id', 'integer', (c) => c.references('metrics.id'))
    .execute();
  await db.schema.alterTable('measures').addColumn('expected_uplift', 'double precision').execute();
}

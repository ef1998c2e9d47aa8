import type { SavedNode } from '@kaizen/domain';
import type { Insertable, Updateable } from 'kysely';
import { nowIso } from '../../db/schema-helpers.js';
import type {
  FactorsTable,
  HypothesesTable,
  KpisTable,
  MeasuresTable,
  TasksTable,
  WorksTable,
  Db,
} from '../../db/types.js';
import { nodeTables } from '../../db/node-tables.js';
import { toFactorFields, toHypothesisFields, toKpiFields, toMeasure, toTaskFields, toWork } from './tree.repository.js';

type New<T> = Omit<Insertable<T>, 'created_at' | 'updated_at'>;

const created = <T>(values: T) => {
  const at = nowIso();
  return { ...values, created_at: at, updated_at: at };
};

/** Typed writes of each kind of node; the generic moves live in nodes.repository.ts. */
export const insertNode = {
  kpi: async (db: Db, v: New<KpisTable>) =>
    (await db.insertInto('kpis').values(created(v)).returning('id').executeTakeFirstOrThrow()).id,
  task: async (db: Db, v: New<TasksTable>) =>
    (await db.insertInto('tasks').values(created(v)).returning('id').executeTakeFirstOrThrow()).id,
  factor: async (db: Db, v: New<FactorsTable>) =>
    (await db.insertInto('factors').values(created(v)).returning('id').executeTakeFirstOrThrow()).id,
  hypothesis: async (db: Db, v: New<HypothesesTable>) =>
    (await db.insertInto('hypotheses').values(created(v)).returning('id').executeTakeFirstOrThrow()).id,
  measure: async (db: Db, v: New<MeasuresTable>) =>
    (await db.insertInto('measures').values(created(v)).returning('id').executeTakeFirstOrThrow()).id,
  work: async (db: Db, v: New<WorksTable>) =>
    (await db.insertInto('works').values(created(v)).returning('id').executeTakeFirstOrThrow()).id,
};

const touched = <T>(fields: T) => ({ ...fields, updated_at: nowIso() });

export const updateNode = {
  kpi: (db: Db, id: number, f: Updateable<KpisTable>) =>
    db.updateTable('kpis').set(touched(f)).where('id', '=', id).execute(),
  task: (db: Db, id: number, f: Updateable<TasksTable>) =>
    db.updateTable('tasks').set(touched(f)).where('id', '=', id).execute(),
  factor: (db: Db, id: number, f: Updateable<FactorsTable>) =>
    db.updateTable('factors').set(touched(f)).where('id', '=', id).execute(),
  hypothesis: (db: Db, id: number, f: Updateable<HypothesesTable>) =>
    db.updateTable('hypotheses').set(touched(f)).where('id', '=', id).execute(),
  measure: (db: Db, id: number, f: Updateable<MeasuresTable>) =>
    db.updateTable('measures').set(touched(f)).where('id', '=', id).execute(),
  work: (db: Db, id: number, f: Updateable<WorksTable>) =>
    db.updateTable('works').set(touched(f)).where('id', '=', id).execute(),
};

/** A node as the create_* calls answer it: its own fields (product.md §3.3 names), without children. */
export async function savedNode(db: Db, kind: SavedNode['kind'], id: number): Promise<SavedNode> {
  switch (kind) {
    case 'kpi':
      return {
        kind,
        id,
        node: toKpiFields(await db.selectFrom('kpis').selectAll().where('id', '=', id).executeTakeFirstOrThrow()),
      };
    case 'task':
      return {
        kind,
        id,
        node: toTaskFields(await db.selectFrom('tasks').selectAll().where('id', '=', id).executeTakeFirstOrThrow()),
      };
    case 'factor':
      return {
        kind,
        id,
        node: toFactorFields(await db.selectFrom('factors').selectAll().where('id', '=', id).executeTakeFirstOrThrow()),
      };
    case 'hypothesis':
      return {
        kind,
        id,
        node: toHypothesisFields(
          await db.selectFrom('hypotheses').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
        ),
      };
    case 'measure':
      return {
        kind,
        id,
        node: toMeasure(await db.selectFrom('measures').selectAll().where('id', '=', id).executeTakeFirstOrThrow()),
      };
    case 'work':
      return {
        kind,
        id,
        node: toWork(await db.selectFrom('works').selectAll().where('id', '=', id).executeTakeFirstOrThrow()),
      };
  }
}

/** A node's columns as they stand, for the change history to compare with what a write sets. */
export async function nodeValues(db: Db, kind: SavedNode['kind'], id: number): Promise<Record<string, unknown>> {
  const { table } = nodeTables[kind];
  return db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { useSeededTestDb } from '../../test/seeded-db.js';
import { testDatabaseUrl } from '../../test/test-app.js';
import type { DbHandle } from './kysely.js';
import { reusableQuery } from './reusable-query.js';
import { inTransaction } from '../lib/transaction.js';

const test = useSeededTestDb();

const projectsOfCompany = (companyId: number, deleted: number) =>
  test.handle.db
    .selectFrom('projects')
    .select('project_name')
    .where('company_id', '=', companyId)
    .where('is_deleted', '=', deleted)
    .execute();

describe('reusableQuery', () => {
  it('builds the query once and runs it with each call’s values, beside the constants it was built with', async () => {
    const build = vi.fn((db: DbHandle['db'], companyId: number, deleted: number) =>
      db
        .selectFrom('projects')
        .innerJoin('companies', 'companies.id', 'projects.company_id')
        .select('project_name')
        .where('companies.is_deleted', '=', 0)
        .where('projects.company_id', '=', companyId)
        .where('projects.is_deleted', '=', deleted),
    );
    const projects = reusableQuery(build);
    const { db } = test.handle;

    expect(await projects(db, test.world.clientCompanyId, 0)).toEqual(
      await projectsOfCompany(test.world.clientCompanyId, 0),
    );
    expect(await projects(db, test.world.otherCompanyId, 0)).toEqual([{ project_name: '別会社のプロジェクト' }]);
    expect(await projects(db, test.world.otherCompanyId, 1)).toEqual([]);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('runs inside a transaction, on the transaction', async () => {
    const names = reusableQuery((db, companyId: number) =>
      db.selectFrom('projects').select('project_name').where('company_id', '=', companyId),
    );
    const inside = await inTransaction(test.handle.db, async (trx) => {
      await trx
        .updateTable('projects')
        .set({ project_name: '途中の名前' })
        .where('id', '=', test.world.projectId)
        .execute();
      const seen = await names(trx, test.world.clientCompanyId);
      await trx
        .updateTable('projects')
        .set({ project_name: '改善プロジェクト' })
        .where('id', '=', test.world.projectId)
        .execute();
      return seen;
    });
    expect(inside).toEqual([{ project_name: '途中の名前' }]);
    expect(await names(test.handle.db, test.world.clientCompanyId)).toEqual([{ project_name: '改善プロジェクト' }]);
  });

  it('refuses a build that does not pass an argument on as a value', async () => {
    const ignoring = reusableQuery((db, _companyId: number) => db.selectFrom('projects').select('project_name'));
    await expect(ignoring(test.handle.db, test.world.clientCompanyId)).rejects.toThrow(/did not become a parameter/);
  });

  if (testDatabaseUrl()) {
    it('runs on PostgreSQL as a prepared statement of the connection, by name', async () => {
      const names = reusableQuery((db, companyId: number) =>
        db.selectFrom('projects').select('project_name').where('company_id', '=', companyId),
      );
      const text = test.handle.db
        .selectFrom('projects')
        .select('project_name')
        .where('company_id', '=', 0)
        .compile().sql;

      const prepared = await test.handle.db.connection().execute(async (connection) => {
        expect(await names(connection, test.world.otherCompanyId)).toEqual([{ project_name: '別会社のプロジェクト' }]);
        expect(await names(connection, test.world.clientCompanyId)).toEqual([{ project_name: '改善プロジェクト' }]);
        const { rows } = await sql<{ name: string; statement: string }>`
          select name, statement from pg_prepared_statements`.execute(connection);
        return rows;
      });
      expect(prepared.filter((row) => row.statement === text)).toEqual([
        { name: expect.stringMatching(/^kaizen_\d+$/), statement: text },
      ]);
    });
  }
});

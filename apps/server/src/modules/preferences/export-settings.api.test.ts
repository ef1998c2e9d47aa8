import { defaultExportSettings, type ExportSettings } from '@kaizen/domain';
import { describe, expect, it } from 'vitest';
import { call, snapshot } from '../../../test/api-helpers.js';
import type { RoleName } from '../../../test/factories.js';
import { expectBadInput, useManagementApp } from '../../../test/management-helpers.js';

const ctx = useManagementApp();
const URL = '/api/v1/users/export_settings';

async function read(role: RoleName): Promise<ExportSettings> {
  const response = await call(ctx.t.app, 'GET', URL, { token: ctx.tokens[role] });
  expect(response.statusCode).toBe(200);
  return response.json<ExportSettings>();
}

const save = (role: RoleName, payload: unknown) => call(ctx.t.app, 'POST', URL, { token: ctx.tokens[role], payload });

describe('export settings', () => {
  it('start as CSV in UTF-8 with a BOM', async () => {
    expect(defaultExportSettings).toEqual({ csv_encoding: 'utf8_bom', file_format: 'csv' });
    expect(await read('member')).toEqual({ csv_encoding: 'utf8_bom', file_format: 'csv' });
  });

  it('change only what a save names: the format keeps the encoding and the encoding the format', async () => {
    expect((await save('admin', { csv_encoding: 'shift_jis' })).json()).toEqual({
      csv_encoding: 'shift_jis',
      file_format: 'csv',
    });
    expect((await save('admin', { file_format: 'xlsx' })).json()).toEqual({
      csv_encoding: 'shift_jis',
      file_format: 'xlsx',
    });
    expect(await read('admin')).toEqual({ csv_encoding: 'shift_jis', file_format: 'xlsx' });
    expect((await save('admin', { file_format: 'csv', csv_encoding: 'utf8_bom' })).json()).toEqual(
      defaultExportSettings,
    );
  });

  it('read a choice saved before the workbook existed as CSV', async () => {
    const userId = ctx.world.users.manager.id;
    await ctx.t.db
      .insertInto('user_preferences')
      .values({
        user_id: userId,
        key: 'export.settings',
        value: JSON.stringify({ csv_encoding: 'shift_jis' }),
        updated_at: new Date().toISOString(),
      })
      .execute();
    expect(await read('manager')).toEqual({ csv_encoding: 'shift_jis', file_format: 'csv' });
    await ctx.t.db.deleteFrom('user_preferences').where('user_id', '=', userId).execute();
  });

  it.each<RoleName>(['admin', 'manager', 'member', 'client', 'otherClient'])(
    'are kept for %s alone, and a second save replaces the first',
    async (role) => {
      const response = await save(role, { csv_encoding: 'shift_jis', file_format: 'xlsx' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ csv_encoding: 'shift_jis', file_format: 'xlsx' });
      expect(await read(role)).toEqual({ csv_encoding: 'shift_jis', file_format: 'xlsx' });
      const other: RoleName = role === 'member' ? 'manager' : 'member';
      expect(await read(other)).toEqual(defaultExportSettings);
      expect((await save(role, { csv_encoding: 'utf8_bom', file_format: 'csv' })).statusCode).toBe(200);
      expect(await read(role)).toEqual(defaultExportSettings);
    },
  );

  it('refuses the signed out on both calls', async () => {
    expect((await call(ctx.t.app, 'GET', URL)).statusCode).toBe(401);
    const before = await snapshot(ctx.t.db, ['user_preferences']);
    expect((await call(ctx.t.app, 'POST', URL, { payload: { csv_encoding: 'shift_jis' } })).statusCode).toBe(401);
    expect(await snapshot(ctx.t.db, ['user_preferences'])).toEqual(before);
  });

  it.each<[string, unknown, string]>([
    ['an encoding that is no choice', { csv_encoding: 'euc-jp' }, 'csv_encoding'],
    ['an encoding that is not text', { csv_encoding: 1 }, 'csv_encoding'],
    ['a format that is no choice', { file_format: 'ods' }, 'file_format'],
    ['a good format beside a bad encoding', { file_format: 'xlsx', csv_encoding: 'utf16' }, 'csv_encoding'],
  ])('refuses %s with 400 naming the field, saving nothing', async (_label, body, field) => {
    const before = await snapshot(ctx.t.db, ['user_preferences']);
    expectBadInput(await save('manager', body), field);
    expect(await snapshot(ctx.t.db, ['user_preferences'])).toEqual(before);
    expect(await read('manager')).toEqual(defaultExportSettings);
  });
});

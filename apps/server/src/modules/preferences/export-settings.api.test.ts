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
  it('start as UTF-8 with a BOM', async () => {
    expect(defaultExportSettings).toEqual({ csv_encoding: 'utf8_bom' });
    expect(await read('member')).toEqual({ csv_encoding: 'utf8_bom' });
  });

  it.each<RoleName>(['admin', 'manager', 'member', 'client', 'otherClient'])(
    'are kept for %s alone, and a second save replaces the first',
    async (role) => {
      const response = await save(role, { csv_encoding: 'shift_jis' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ csv_encoding: 'shift_jis' });
      expect(await read(role)).toEqual({ csv_encoding: 'shift_jis' });
      const other: RoleName = role === 'member' ? 'manager' : 'member';
      expect(await read(other)).toEqual(defaultExportSettings);
      expect((await save(role, { csv_encoding: 'utf8_bom' })).statusCode).toBe(200);
      expect(await read(role)).toEqual(defaultExportSettings);
    },
  );

  it('refuses the signed out on both calls', async () => {
    expect((await call(ctx.t.app, 'GET', URL)).statusCode).toBe(401);
    const before = await snapshot(ctx.t.db, ['user_preferences']);
    expect((await call(ctx.t.app, 'POST', URL, { payload: { csv_encoding: 'shift_jis' } })).statusCode).toBe(401);
    expect(await snapshot(ctx.t.db, ['user_preferences'])).toEqual(before);
  });

  it.each<[string, unknown]>([
    ['a missing encoding', {}],
    ['an encoding that is no choice', { csv_encoding: 'euc-jp' }],
    ['an encoding that is not text', { csv_encoding: 1 }],
  ])('refuses %s with 400 naming the field, saving nothing', async (_label, body) => {
    const before = await snapshot(ctx.t.db, ['user_preferences']);
    expectBadInput(await save('manager', body), 'csv_encoding');
    expect(await snapshot(ctx.t.db, ['user_preferences'])).toEqual(before);
    expect(await read('manager')).toEqual(defaultExportSettings);
  });
});

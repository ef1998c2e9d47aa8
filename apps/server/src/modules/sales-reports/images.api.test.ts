import { measureReportMessages } from '@kaizen/domain';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/api-helpers.js';
import {
  expectBadInput,
  expectError,
  useManagementApp,
  type ManagementContext,
} from '../../../test/management-helpers.js';
import { gifImage, jpegImage, multipartBody, pngImage, webpImage } from '../../../test/measure-report-helpers.js';
import { staffAccess, statusesFor } from '../../../test/monthly-report-helpers.js';
import { insertSale } from '../../../test/sales-fixture.js';
import { convertedTo, postMultipart, prospect, salesSnapshot } from '../../../test/sales-report-helpers.js';

const ctx: ManagementContext = useManagementApp();

const upload = (
  fields: Record<string, string | number>,
  file = { name: 'shot.png', type: 'image/png', data: pngImage() },
  token = ctx.tokens.member,
) => postMultipart(ctx, 'sales_reports/upload_image', fields, file, token);

/** The stored file and the customer it is tied to. */
async function storedFile(fileId: number) {
  const file = await ctx.t.db
    .selectFrom('stored_files')
    .select(['name', 'type', 'size', 'created_by'])
    .where('id', '=', fileId)
    .executeTakeFirst();
  const link = await ctx.t.db
    .selectFrom('sale_files')
    .select('sale_id')
    .where('file_id', '=', fileId)
    .executeTakeFirst();
  return { ...file, size: Number(file?.size), sale_id: link ? Number(link.sale_id) : undefined };
}

describe('POST /api/v1/sales_reports/upload_image', () => {
  it.each([
    ['PNG', { name: '売上グラフ.png', type: 'image/png', data: pngImage([9, 8, 7]) }, 'image/png', '売上グラフ'],
    ['JPEG', { name: 'photo.jpg', type: 'image/jpeg', data: jpegImage() }, 'image/jpeg', 'photo'],
    ['WebP named .png', { name: '[図] screen.png', type: 'image/png', data: webpImage() }, 'image/webp', '図 screen'],
  ] as const)(
    'stores a %s for the customer, typed by its bytes, and answers its markdown and URL',
    async (_l, file, type, alt) => {
      const saleId = await prospect(ctx);
      const response = await upload({ sale_id: saleId }, { ...file });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<{ file_id: number; markdown: string; url: string }>();
      expect(body).toEqual({
        file_id: expect.any(Number),
        markdown: `![${alt}](kaizen-file:${body.file_id})`,
        url: expect.stringMatching(new RegExp(`^/api/v1/files/${body.file_id}\\?exp=\\d+&sig=[\\w-]+$`)),
      });
      expect(await storedFile(body.file_id)).toEqual({
        name: file.name,
        type,
        size: file.data.length,
        created_by: ctx.world.users.member.id,
        sale_id: saleId,
      });
      const served = await call(ctx.t.app, 'GET', body.url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expect(served.rawPayload.equals(file.data)).toBe(true);
    },
  );

  it.each([
    ['text named .png', { name: 'notes.png', type: 'image/png', data: Buffer.from('画像ではありません\n'.repeat(20)) }],
    ['a GIF', { name: 'anim.gif', type: 'image/gif', data: gifImage() }],
    [
      'a PDF named .png',
      { name: 'doc.png', type: 'image/png', data: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n') },
    ],
  ])('refuses %s with 415 naming file, storing nothing', async (_l, file) => {
    const saleId = await prospect(ctx);
    const before = await salesSnapshot(ctx);
    const response = await upload({ sale_id: saleId }, file);
    expectError(response, 415, 'unsupported_type', measureReportMessages.imageTypeRefused);
    expect(response.json<{ error: { fields: { field: string }[] } }>().error.fields.map((f) => f.field)).toEqual([
      'file',
    ]);
    expect(await salesSnapshot(ctx)).toEqual(before);
  });

  it('refuses a missing file, a bad sale_id or a broken body with 400 naming the field; an unknown or deleted customer 404', async () => {
    const saleId = await prospect(ctx);
    const deleted = await insertSale(ctx.t.db, { deleted: true });
    const before = await salesSnapshot(ctx);
    expectBadInput(await postMultipart(ctx, 'sales_reports/upload_image', { sale_id: saleId }, null), 'file');
    expectBadInput(await upload({}), 'sale_id');
    expectBadInput(await upload({ sale_id: 'abc' }), 'sale_id');
    expectError(await upload({ sale_id: 999_999 }), 404, 'not_found');
    expectError(await upload({ sale_id: deleted }), 404, 'not_found');
    const { payload, headers } = multipartBody({ sale_id: String(saleId) });
    const cut = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/v1/sales_reports/upload_image',
      payload: payload.subarray(0, payload.length - 20),
      headers: { ...headers, authorization: `Bearer ${ctx.tokens.member}` },
    });
    expectBadInput(cut, 'file');
    expect(await salesSnapshot(ctx)).toEqual(before);
  });

  it('is for staff only: signed out 401, client users 403, storing nothing for them', async () => {
    const saleId = await convertedTo(ctx, ctx.world.projectId);
    const send = (token: string) => upload({ sale_id: saleId }, undefined, token);
    expect(await statusesFor(ctx, send)).toEqual(staffAccess);
    const before = await salesSnapshot(ctx);
    expectError(await send(ctx.tokens.client), 403, 'forbidden');
    expectError(await send(''), 401, 'unauthenticated');
    expect(await salesSnapshot(ctx)).toEqual(before);
  });
});

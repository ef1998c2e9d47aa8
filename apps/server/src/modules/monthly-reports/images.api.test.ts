import { MAX_IMAGE_BYTES, MAX_IMAGE_MB, measureReportMessages } from '@kaizen/domain';
import { describe, expect, it } from 'vitest';
import { call, fieldsOf } from '../../../test/api-helpers.js';
import {
  expectBadInput,
  expectError,
  newOtherProject,
  newProject,
  useManagementApp,
  type ManagementContext,
  type Response,
} from '../../../test/management-helpers.js';
import {
  gifImage,
  jpegImage,
  multipartBody,
  pngImage,
  webpImage,
  type UploadFile,
} from '../../../test/measure-report-helpers.js';
import {
  createReport,
  inAttribute,
  readReport,
  reportSnapshot,
  staffAccess,
  statusesFor,
  uploadedImage,
  uploadReportImage,
} from '../../../test/monthly-report-helpers.js';

const ctx: ManagementContext = useManagementApp();

const PNG: UploadFile = { name: 'shot.png', type: 'image/png', data: pngImage() };

/** The stored file and the project it is tied to. */
async function storedFile(fileId: number) {
  const file = await ctx.t.db
    .selectFrom('stored_files')
    .select(['name', 'type', 'size', 'created_by'])
    .where('id', '=', fileId)
    .executeTakeFirst();
  const link = await ctx.t.db
    .selectFrom('project_files')
    .select('project_id')
    .where('file_id', '=', fileId)
    .executeTakeFirst();
  return { ...file, size: Number(file?.size), project_id: link ? Number(link.project_id) : undefined };
}

/** GET the signed URL, which must serve the bytes with their type. */
async function expectServed(url: string, type: string, data: Buffer) {
  const served = await call(ctx.t.app, 'GET', url);
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe(type);
  expect(served.rawPayload.equals(data)).toBe(true);
}

/** Refused with 400/413/415 naming the field, and nothing stored. */
function expectRefused(response: Response, status: number, code: string, field: string, message?: string) {
  expectError(response, status, code, message);
  expect(fieldsOf(response)).toEqual([field]);
}

describe('POST /api/v1/monthly_reports/upload_image', () => {
  it.each([
    ['PNG', { name: 'グラフ.png', type: 'image/png', data: pngImage([10, 20, 30]) }, 'image/png', 'グラフ'],
    ['JPEG', { name: 'photo.jpeg', type: 'image/jpeg', data: jpegImage() }, 'image/jpeg', 'photo'],
    ['WebP', { name: 'screen.webp', type: 'image/webp', data: webpImage() }, 'image/webp', 'screen'],
  ] as const)(
    'stores a %s for the project and answers its markdown and a URL that serves it',
    async (_t, file, type, alt) => {
      const projectId = await newProject(ctx);
      const upload = await uploadedImage(ctx, projectId, file);
      expect(upload).toEqual({
        file_id: expect.any(Number),
        markdown: `![${alt}](kaizen-file:${upload.file_id})`,
        url: expect.stringMatching(new RegExp(`^/api/v1/files/${upload.file_id}\\?exp=\\d+&sig=[\\w-]+$`)),
      });
      expect(await storedFile(upload.file_id)).toEqual({
        name: file.name,
        type,
        size: file.data.length,
        created_by: ctx.world.users.member.id,
        project_id: projectId,
      });
      await expectServed(upload.url, type, file.data);
    },
  );

  it('takes the type from the bytes, not the name or the declared type', async () => {
    const projectId = await newProject(ctx);
    const data = pngImage([40, 50, 60]);
    const upload = await uploadedImage(ctx, projectId, { name: 'really-a-png.jpg', type: 'image/jpeg', data });
    expect(await storedFile(upload.file_id)).toMatchObject({ name: 'really-a-png.jpg', type: 'image/png' });
    await expectServed(upload.url, 'image/png', data);
  });

  it('keeps the markdown whole whatever the file is called', async () => {
    const projectId = await newProject(ctx);
    const cases: [string, string][] = [
      ['[図1] 結果.png', '図1 結果'],
      ['archive.v2.png', 'archive.v2'],
      ['拡張子なし', '拡張子なし'],
      ['.png', ''],
    ];
    for (const [name, alt] of cases) {
      const upload = await uploadedImage(ctx, projectId, { name, type: 'image/png', data: pngImage() });
      expect(upload.markdown).toBe(`![${alt}](kaizen-file:${upload.file_id})`);
    }
    const long = `${'長'.repeat(300)}.png`;
    const upload = await uploadedImage(ctx, projectId, { name: long, type: 'image/png', data: pngImage() });
    expect((await storedFile(upload.file_id)).name).toBe(long.slice(0, 255));
  });

  it('gives markdown that shows the image in a report of the project, and only there', async () => {
    const projectId = await newProject(ctx);
    const data = pngImage([70, 80, 90]);
    const upload = await uploadedImage(ctx, projectId, { name: 'chart.png', type: 'image/png', data });
    const report = await createReport(ctx, projectId, { body: `# 図\n\n${upload.markdown}` });
    expect(report.files).toEqual([{ id: upload.file_id, url: expect.any(String) }]);
    const url = report.files[0]?.url ?? '';
    expect(report.html).toContain(`<img src="${inAttribute(url)}" alt="chart">`);
    await expectServed(url, 'image/png', data);

    const elsewhere = await createReport(ctx, await newProject(ctx), { body: upload.markdown });
    const read = await readReport(ctx, elsewhere.id);
    expect(read.files).toEqual([]);
    expect(read.html).toBe('<p><img alt="chart"></p>');
  });

  it('lets staff upload to any company’s project', async () => {
    const theirs = await newOtherProject(ctx);
    const response = await uploadReportImage(ctx, { project_id: theirs }, undefined, ctx.tokens.admin);
    expect(response.statusCode, response.body).toBe(200);
    const { file_id } = response.json<{ file_id: number }>();
    expect(await storedFile(file_id)).toMatchObject({ project_id: theirs, created_by: ctx.world.users.admin.id });
  });

  it('serves nothing for a URL whose signature or expiry was changed', async () => {
    const upload = await uploadedImage(ctx, await newProject(ctx));
    const forged = upload.url.replace(/sig=[\w-]+/, `sig=${'A'.repeat(43)}`);
    expectError(await call(ctx.t.app, 'GET', forged), 404, 'not_found');
    const later = upload.url.replace(/exp=(\d+)/, (_m, exp: string) => `exp=${Number(exp) + 3600}`);
    expectError(await call(ctx.t.app, 'GET', later), 404, 'not_found');
    const otherFile = upload.url.replace(`/files/${upload.file_id}?`, `/files/${upload.file_id + 1}?`);
    expectError(await call(ctx.t.app, 'GET', otherFile), 404, 'not_found');
  });

  it(`accepts exactly ${MAX_IMAGE_MB} MB and refuses a byte more with 413 naming file, storing nothing`, async () => {
    const projectId = await newProject(ctx);
    const fits: UploadFile = { name: 'big.png', type: 'image/png', data: pngImage([1, 2, 3], MAX_IMAGE_BYTES) };
    const upload = await uploadedImage(ctx, projectId, fits);
    expect((await storedFile(upload.file_id)).size).toBe(MAX_IMAGE_BYTES);

    const before = await reportSnapshot(ctx);
    const tooBig: UploadFile = { name: 'huge.png', type: 'image/png', data: pngImage([1, 2, 3], MAX_IMAGE_BYTES + 1) };
    const refused = await uploadReportImage(ctx, { project_id: projectId }, tooBig);
    expectRefused(refused, 413, 'too_large', 'file', measureReportMessages.imageTooLarge(MAX_IMAGE_MB));
    expect(await reportSnapshot(ctx)).toEqual(before);
  });

  it.each([
    [
      'text named .png',
      { name: 'notes.png', type: 'image/png', data: Buffer.from('これは画像ではありません\n'.repeat(20)) },
    ],
    ['a GIF', { name: 'anim.gif', type: 'image/gif', data: gifImage() }],
    ['a GIF named .png', { name: 'anim.png', type: 'image/png', data: gifImage() }],
    ['a PDF', { name: 'doc.png', type: 'image/png', data: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n') }],
    [
      'an SVG',
      { name: 'x.svg', type: 'image/svg+xml', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') },
    ],
  ])('refuses %s with 415 naming file, storing nothing', async (_label, file) => {
    const projectId = await newProject(ctx);
    const before = await reportSnapshot(ctx);
    const response = await uploadReportImage(ctx, { project_id: projectId }, file);
    expectRefused(response, 415, 'unsupported_type', 'file', measureReportMessages.imageTypeRefused);
    expect(await reportSnapshot(ctx)).toEqual(before);
  });

  it('refuses a missing or empty file with 400 naming file, storing nothing', async () => {
    const projectId = await newProject(ctx);
    const before = await reportSnapshot(ctx);
    const none = await uploadReportImage(ctx, { project_id: projectId }, null);
    expectBadInput(none, 'file');
    expectError(none, 400, 'bad_input', measureReportMessages.imageMissing);
    const empty = await uploadReportImage(
      ctx,
      { project_id: projectId },
      {
        name: 'empty.png',
        type: 'image/png',
        data: Buffer.alloc(0),
      },
    );
    expectBadInput(empty, 'file');
    expect(await reportSnapshot(ctx)).toEqual(before);
  });

  it('refuses a file under another name, or two files, with 400, storing nothing', async () => {
    const projectId = await newProject(ctx);
    const before = await reportSnapshot(ctx);
    const png = { name: 'a.png', type: 'image/png', data: pngImage() };
    expectBadInput(await uploadReportImage(ctx, { project_id: projectId }, png, ctx.tokens.member, 'image'), 'image');

    const boundary = '----kaizenTwoFiles';
    const filePart = (name: string) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
            'Content-Type: image/png\r\n\r\n',
        ),
        pngImage(),
        Buffer.from('\r\n'),
      ]);
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="project_id"\r\n\r\n${projectId}\r\n`),
      filePart('one.png'),
      filePart('two.png'),
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    const two = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/v1/monthly_reports/upload_image',
      payload,
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        authorization: `Bearer ${ctx.tokens.member}`,
      },
    });
    expectBadInput(two, 'file');
    expect(await reportSnapshot(ctx)).toEqual(before);
  });

  it('takes the project_id after the file too', async () => {
    const projectId = await newProject(ctx);
    const { payload, headers } = multipartBody({}, { name: 'late.png', type: 'image/png', data: pngImage() });
    const boundary = /boundary=(.+)$/.exec(headers['content-type'] ?? '')?.[1] ?? '';
    const withField = Buffer.concat([
      payload.subarray(0, payload.length - `--${boundary}--\r\n`.length),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="project_id"\r\n\r\n${projectId}\r\n`),
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    const response = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/v1/monthly_reports/upload_image',
      payload: withField,
      headers: { ...headers, authorization: `Bearer ${ctx.tokens.member}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await storedFile(response.json<{ file_id: number }>().file_id)).project_id).toBe(projectId);
  });

  it('refuses a missing or malformed project_id with 400 naming it, and an unknown project with 404, storing nothing', async () => {
    const before = await reportSnapshot(ctx);
    expectBadInput(await uploadReportImage(ctx, {}), 'project_id');
    expectBadInput(await uploadReportImage(ctx, { project_id: 'abc' }), 'project_id');
    expectBadInput(await uploadReportImage(ctx, { project_id: 0 }), 'project_id');
    expectError(await uploadReportImage(ctx, { project_id: 999_999 }), 404, 'not_found');
    expect(await reportSnapshot(ctx)).toEqual(before);
  });

  it('refuses a multipart body that is cut short or has no boundary with 400 naming file, storing nothing', async () => {
    const projectId = await newProject(ctx);
    const before = await reportSnapshot(ctx);
    const { payload, headers } = multipartBody({ project_id: String(projectId) }, PNG);
    const send = (body: Buffer, contentType: string) =>
      ctx.t.app.inject({
        method: 'POST',
        url: '/api/v1/monthly_reports/upload_image',
        payload: body,
        headers: { 'content-type': contentType, authorization: `Bearer ${ctx.tokens.member}` },
      });
    const contentType = headers['content-type'] ?? '';
    expectBadInput(await send(payload.subarray(0, payload.length - 20), contentType), 'file');
    expectBadInput(await send(Buffer.from('境界のない本文'), contentType), 'file');
    expectBadInput(await send(payload, 'multipart/form-data'), 'file');
    expect(await reportSnapshot(ctx)).toEqual(before);
    // The same body whole goes through.
    expect((await send(payload, contentType)).statusCode).toBe(200);
  });

  it('refuses a body that is not multipart with 415, storing nothing', async () => {
    const projectId = await newProject(ctx);
    const before = await reportSnapshot(ctx);
    const url = '/api/v1/monthly_reports/upload_image';
    const json = await call(ctx.t.app, 'POST', url, { token: ctx.tokens.member, payload: { project_id: projectId } });
    expectError(json, 415, 'unsupported_type');
    const raw = await ctx.t.app.inject({
      method: 'POST',
      url,
      payload: pngImage(),
      headers: { 'content-type': 'image/png', authorization: `Bearer ${ctx.tokens.member}` },
    });
    expectError(raw, 415, 'unsupported_type');
    expect(await reportSnapshot(ctx)).toEqual(before);
  });

  it('is for staff only: signed out 401, client users of any company 403, storing nothing for them', async () => {
    const projectId = await newProject(ctx);
    const send = (token: string) => uploadReportImage(ctx, { project_id: projectId }, undefined, token);
    expect(await statusesFor(ctx, send)).toEqual(staffAccess);

    const before = await reportSnapshot(ctx);
    expectError(await send(ctx.tokens.client), 403, 'forbidden');
    expectError(await send(ctx.tokens.otherClient), 403, 'forbidden');
    const theirs = await newOtherProject(ctx);
    expectError(
      await uploadReportImage(ctx, { project_id: theirs }, undefined, ctx.tokens.otherClient),
      403,
      'forbidden',
    );
    expectError(await send(''), 401, 'unauthenticated');
    expect(await reportSnapshot(ctx)).toEqual(before);
  });
});

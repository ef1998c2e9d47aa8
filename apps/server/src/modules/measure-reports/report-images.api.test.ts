import {
  MAX_IMAGES_PER_PLACE,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_MB,
  measureReportMessages,
  type MeasureReportResponse,
  type ReportImage,
} from '@kaizen/domain';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fieldsOf, snapshot, type ErrorResponse } from '../../../test/api-helpers.js';
import {
  expectBadInput,
  expectError,
  useManagementApp,
  type ManagementContext,
} from '../../../test/management-helpers.js';
import {
  accessStatuses,
  countRows,
  expectReportWriteAccess,
  fileExists,
  fileIdOf,
  gifImage,
  jpegImage,
  multipartBody,
  pngImage,
  postApi,
  readReport,
  reportIn,
  reportOf,
  reportSetup,
  reportTables,
  uploadImage,
  webpImage,
  type UploadFile,
} from '../../../test/measure-report-helpers.js';
import { signedFileUrl } from '../files/file-urls.js';

const ctx: ManagementContext = useManagementApp();

const png = (name = 'shot.png', rgb: [number, number, number] = [10, 20, 30]): UploadFile => ({
  name,
  type: 'image/png',
  data: pngImage(rgb),
});
const jpeg: UploadFile = { name: 'photo.jpg', type: 'image/jpeg', data: jpegImage() };
const webp: UploadFile = { name: 'image.webp', type: 'image/webp', data: webpImage() };

function storedFile(id: number) {
  return ctx.t.db
    .selectFrom('stored_files')
    .select(['name', 'type', 'size', 'content_hash', 'data', 'created_by'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

function imageRows(measureId: number) {
  return ctx.t.db
    .selectFrom('report_images')
    .select(['id', 'kind', 'pattern', 'title', 'sort_order', 'file_id'])
    .where('measure_id', '=', measureId)
    .orderBy('id')
    .execute()
    .then((rows) =>
      rows.map((r) => ({
        id: Number(r.id),
        kind: r.kind,
        pattern: r.pattern === null ? null : Number(r.pattern),
        title: r.title,
        sort_order: Number(r.sort_order),
        file_id: Number(r.file_id),
      })),
    );
}

/** GET the signed URL, as an <img> would (no token). */
function fetchImage(url: string) {
  return ctx.t.app.inject({ method: 'GET', url });
}

/** Uploads that must succeed; the answer of the last. */
async function uploadAll(measureId: number, kind: string, count: number, pattern?: number) {
  let body: MeasureReportResponse | undefined;
  for (let i = 0; i < count; i++) {
    body = reportOf(
      await uploadImage(ctx, { measure_id: measureId, kind, pattern, title: `${kind}${i + 1}` }, png(`${i}.png`)),
    );
  }
  return body as MeasureReportResponse;
}

const ids = (images: ReportImage[]) => images.map((i) => i.id);

describe('POST /api/v1/measure_report_images/upload', () => {
  it('stores an image in each place, typed from its bytes', async () => {
    const setup = await reportSetup(ctx);
    const m = setup.measure;
    const shot = png('画面.png');
    reportOf(await uploadImage(ctx, { measure_id: m, kind: 'screenshot', pattern: 2, title: 'パターン2の画面' }, shot));
    reportOf(await uploadImage(ctx, { measure_id: m, kind: 'reference', title: '競合' }, jpeg));
    const body = reportOf(await uploadImage(ctx, { measure_id: m, kind: 'consideration' }, webp));

    expect(body.images.screenshot).toEqual([
      expect.objectContaining({
        measure_id: m,
        kind: 'screenshot',
        pattern: 2,
        title: 'パターン2の画面',
        sort_order: 1,
        name: '画面.png',
        type: 'image/png',
        size: shot.data.length,
      }),
    ]);
    expect(body.images.reference).toEqual([
      expect.objectContaining({ kind: 'reference', pattern: null, title: '競合', type: 'image/jpeg' }),
    ]);
    expect(body.images.consideration).toEqual([
      expect.objectContaining({ kind: 'consideration', pattern: null, title: '', type: 'image/webp' }),
    ]);
    expect(body.report?.basis_image).toBeNull();

    const rows = await imageRows(m);
    expect(rows.map((r) => [r.kind, r.pattern, r.title])).toEqual([
      ['screenshot', 2, 'パターン2の画面'],
      ['reference', null, '競合'],
      ['consideration', null, ''],
    ]);
    const first = body.images.screenshot[0] as ReportImage;
    expect(fileIdOf(first.image_url)).toBe(rows[0]?.file_id);
    const file = await storedFile(rows[0]?.file_id as number);
    expect(file).toMatchObject({
      name: '画面.png',
      type: 'image/png',
      size: shot.data.length,
      content_hash: createHash('sha256').update(shot.data).digest('hex'),
      created_by: ctx.world.users.member.id,
    });
    expect(Buffer.compare(Buffer.from(file.data), shot.data)).toBe(0);
  });

  it('reads the type from the bytes, never the name or the declared type', async () => {
    const setup = await reportSetup(ctx);
    const disguised: UploadFile = { name: 'photo.png', type: 'image/png', data: jpegImage() };
    const body = reportOf(await uploadImage(ctx, { measure_id: setup.measure, kind: 'reference' }, disguised));
    expect(body.images.reference[0]).toMatchObject({ name: 'photo.png', type: 'image/jpeg' });
  });

  it('puts each new image of a place at its end; places are counted apart', async () => {
    const setup = await reportSetup(ctx);
    const m = setup.measure;
    await uploadAll(m, 'screenshot', 2, 1);
    await uploadAll(m, 'screenshot', 1, 2);
    const body = await uploadAll(m, 'reference', 3);
    expect(body.images.screenshot.map((i) => [i.pattern, i.sort_order, i.title])).toEqual([
      [1, 1, 'screenshot1'],
      [2, 1, 'screenshot1'],
      [1, 2, 'screenshot2'],
    ]);
    expect(body.images.reference.map((i) => [i.sort_order, i.title])).toEqual([
      [1, 'reference1'],
      [2, 'reference2'],
      [3, 'reference3'],
    ]);
  });

  it('keeps a single basis image: a new one replaces the old and its stored file', async () => {
    const setup = await reportSetup(ctx);
    const m = setup.measure;
    const first = reportOf(await uploadImage(ctx, { measure_id: m, kind: 'basis', title: '旧' }, png('old.png')));
    const oldUrl = first.report?.basis_image as string;
    expect(oldUrl).toMatch(/^\/api\/v1\/files\/\d+\?exp=\d+&sig=/);
    expect(first.base.basis_image).toBe(oldUrl);
    const oldFile = fileIdOf(oldUrl);

    const second = reportOf(await uploadImage(ctx, { measure_id: m, kind: 'basis', title: '新' }, jpeg));
    const newUrl = second.report?.basis_image as string;
    expect(fileIdOf(newUrl)).not.toBe(oldFile);
    expect(second.base.basis_image).toBe(newUrl);
    // Also listed as an image, so the screen can caption or delete it.
    expect(second.images.basis.map((i) => [i.kind, i.title, i.image_url])).toEqual([['basis', '新', newUrl]]);
    const rows = await imageRows(m);
    expect(rows.map((r) => [r.kind, r.title, r.sort_order, r.file_id])).toEqual([['basis', '新', 1, fileIdOf(newUrl)]]);
    expect(await fileExists(ctx, oldFile)).toBe(false);
    expect((await fetchImage(newUrl)).headers['content-type']).toBe('image/jpeg');
    expect((await fetchImage(oldUrl)).statusCode).toBe(404);
  });

  it('keeps one basis image when basis uploads race', async () => {
    const setup = await reportSetup(ctx);
    const filesBefore = await countRows(ctx, 'stored_files');
    const responses = await Promise.all(
      [1, 2, 3].map((n) =>
        uploadImage(ctx, { measure_id: setup.measure, kind: 'basis', title: `根拠${n}` }, png(`b${n}.png`, [n, n, n])),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const rows = await imageRows(setup.measure);
    expect(rows.map((r) => r.kind)).toEqual(['basis']);
    expect(await countRows(ctx, 'stored_files')).toBe(filesBefore + 1);
    expect(fileIdOf((await readReport(ctx, setup.measure)).report?.basis_image as string)).toBe(rows[0]?.file_id);
  });

  it('never leaves a screenshot above pattern_num when an upload races a pattern deletion', async () => {
    const setup = await reportSetup(ctx);
    const m = setup.measure;
    reportOf(await postApi(ctx, 'measure_reports/update_pattern', { measure_id: m, pattern_num: 3 }));
    const [upload, lower] = await Promise.all([
      uploadImage(ctx, { measure_id: m, kind: 'screenshot', pattern: 3 }),
      postApi(ctx, 'measure_reports/delete_pattern', { measure_id: m, pattern_num: 2 }),
    ]);
    expect(lower.statusCode, lower.body).toBe(200);
    expect([200, 400]).toContain(upload.statusCode);
    expect((await imageRows(m)).filter((r) => r.kind === 'screenshot' && (r.pattern ?? 0) > 2)).toEqual([]);
    expect(await countRows(ctx, 'stored_files')).toBe(await countRows(ctx, 'report_images'));
  });

  it(`accepts a file of exactly ${MAX_IMAGE_MB} MB and refuses a byte more (413), writing nothing`, async () => {
    const setup = await reportSetup(ctx);
    const fits: UploadFile = { name: 'big.png', type: 'image/png', data: pngImage([1, 2, 3], MAX_IMAGE_BYTES) };
    const body = reportOf(await uploadImage(ctx, { measure_id: setup.measure, kind: 'reference' }, fits));
    expect(body.images.reference[0]?.size).toBe(MAX_IMAGE_BYTES);

    const before = await snapshot(ctx.t.db, reportTables);
    const tooBig: UploadFile = { name: 'huge.png', type: 'image/png', data: pngImage([1, 2, 3], MAX_IMAGE_BYTES + 1) };
    const refused = await uploadImage(ctx, { measure_id: setup.measure, kind: 'reference' }, tooBig);
    expectError(refused, 413, 'too_large', measureReportMessages.imageTooLarge(MAX_IMAGE_MB));
    expect(fieldsOf(refused)).toEqual(['file']);
    expect(await snapshot(ctx.t.db, reportTables)).toEqual(before);
    // The 5 MB file goes, so that the snapshots of later tests stay small.
    reportOf(await postApi(ctx, 'measure_report_images/delete', { id: body.images.reference[0]?.id }));
  });

  it('refuses what is not a PNG, JPEG or WebP image (415), writing nothing', async () => {
    const setup = await reportSetup(ctx);
    const before = await snapshot(ctx.t.db, reportTables);
    const text: UploadFile = { name: 'notes.png', type: 'image/png', data: Buffer.from('これは画像ではありません\n') };
    const gif: UploadFile = { name: 'anim.gif', type: 'image/gif', data: gifImage() };
    const gifAsPng: UploadFile = { name: 'anim.png', type: 'image/png', data: gifImage() };
    for (const file of [text, gif, gifAsPng]) {
      const refused = await uploadImage(ctx, { measure_id: setup.measure, kind: 'reference' }, file);
      expectError(refused, 415, 'unsupported_type', measureReportMessages.imageTypeRefused);
      expect(fieldsOf(refused)).toEqual(['file']);
    }
    expect(await snapshot(ctx.t.db, reportTables)).toEqual(before);
  });

  it('refuses a request without a file, with an empty file, or not multipart, writing nothing', async () => {
    const setup = await reportSetup(ctx);
    const m = setup.measure;
    const before = await snapshot(ctx.t.db, reportTables);

    const noFile = await uploadImage(ctx, { measure_id: m, kind: 'reference' }, null);
    expectBadInput(noFile, 'file');
    expect(noFile.json<ErrorResponse>().error.fields?.[0]?.message).toBe(measureReportMessages.imageMissing);
    expectBadInput(
      await uploadImage(ctx, { measure_id: m, kind: 'reference' }, { ...png(), data: Buffer.alloc(0) }),
      'file',
    );

    const json = await postApi(ctx, 'measure_report_images/upload', { measure_id: m, kind: 'reference' });
    expectError(json, 415, 'unsupported_type');
    const { payload, headers } = multipartBody({ measure_id: String(m), kind: 'reference' }, png(), 'image');
    const wrongField = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/v1/measure_report_images/upload',
      payload,
      headers: { ...headers, authorization: `Bearer ${ctx.tokens.member}` },
    });
    expectBadInput(wrongField, 'image');
    expect(await snapshot(ctx.t.db, reportTables)).toEqual(before);
  });

  it('refuses bad fields and screenshots of a pattern above pattern_num, writing nothing', async () => {
    const setup = await reportSetup(ctx);
    const m = setup.measure;
    const before = await snapshot(ctx.t.db, reportTables);
    const above = await uploadImage(ctx, { measure_id: m, kind: 'screenshot', pattern: 3 });
    expectBadInput(above, 'pattern');
    expectError(above, 400, 'bad_input', measureReportMessages.patternNotFound);
    expectBadInput(await uploadImage(ctx, { measure_id: m, kind: 'screenshot' }), 'pattern');
    expectBadInput(await uploadImage(ctx, { measure_id: m, kind: 'screenshot', pattern: 0 }), 'pattern');
    expectBadInput(await uploadImage(ctx, { measure_id: m, kind: 'screenshot', pattern: 'x' }), 'pattern');
    expectBadInput(await uploadImage(ctx, { measure_id: m, kind: 'banner' }), 'kind');
    expectBadInput(await uploadImage(ctx, { measure_id: 'abc', kind: 'reference' }), 'measure_id');
    expectBadInput(await uploadImage(ctx, { measure_id: m, kind: 'reference', title: 'あ'.repeat(1001) }), 'title');
    expectError(
      await uploadImage(ctx, { measure_id: setup.tree.hiddenMeasure, kind: 'reference' }),
      404,
      'not_found',
      measureReportMessages.notFound,
    );
    expect(await snapshot(ctx.t.db, reportTables)).toEqual(before);
  });

  it(`refuses image ${MAX_IMAGES_PER_PLACE + 1} of a place, but not of another place`, async () => {
    const setup = await reportSetup(ctx);
    const m = setup.measure;
    await uploadAll(m, 'reference', MAX_IMAGES_PER_PLACE);
    const before = await snapshot(ctx.t.db, reportTables);
    const refused = await uploadImage(ctx, { measure_id: m, kind: 'reference' });
    expectBadInput(refused, 'file');
    expectError(refused, 400, 'bad_input', measureReportMessages.imageLimit(MAX_IMAGES_PER_PLACE));
    expect(await snapshot(ctx.t.db, reportTables)).toEqual(before);
    reportOf(await uploadImage(ctx, { measure_id: m, kind: 'consideration' }));
  });

  it('access', async () => {
    await expectReportWriteAccess(ctx, (s) => ({
      method: 'POST',
      url: '/api/v1/measure_report_images/upload',
      upload: { fields: { measure_id: s.measure, kind: 'screenshot', pattern: 1, title: '画面' } },
    }));
  });
});

describe('POST /api/v1/measure_report_images/update', () => {
  it('saves the caption', async () => {
    const setup = await reportSetup(ctx);
    const uploaded = reportOf(await uploadImage(ctx, { measure_id: setup.measure, kind: 'reference', title: '旧' }));
    const id = uploaded.images.reference[0]?.id as number;
    const body = reportOf(await postApi(ctx, 'measure_report_images/update', { id, title: '新しい説明' }));
    expect(body.images.reference.map((i) => [i.id, i.title])).toEqual([[id, '新しい説明']]);
    expect((await imageRows(setup.measure))[0]?.title).toBe('新しい説明');
  });

  it('refuses bad input and answers 404 for an unknown image, writing nothing', async () => {
    const setup = await reportSetup(ctx);
    const uploaded = reportOf(await uploadImage(ctx, { measure_id: setup.measure, kind: 'reference' }));
    const id = uploaded.images.reference[0]?.id as number;
    const before = await snapshot(ctx.t.db, reportTables);
    expectBadInput(await postApi(ctx, 'measure_report_images/update', { id }), 'title');
    expectBadInput(await postApi(ctx, 'measure_report_images/update', { id, title: 'あ'.repeat(1001) }), 'title');
    expectBadInput(await postApi(ctx, 'measure_report_images/update', { title: 'x' }), 'id');
    expectError(
      await postApi(ctx, 'measure_report_images/update', { id: 99_999_999, title: 'x' }),
      404,
      'not_found',
      measureReportMessages.imageNotFound,
    );
    expect(await snapshot(ctx.t.db, reportTables)).toEqual(before);
  });

  it('access', async () => {
    await expectReportWriteAccess(ctx, async (s) => {
      const uploaded = reportOf(await uploadImage(ctx, { measure_id: s.measure, kind: 'reference' }));
      return {
        method: 'POST',
        url: '/api/v1/measure_report_images/update',
        payload: { id: uploaded.images.reference[0]?.id, title: '新しい説明' },
      };
    });
  });
});

describe('POST /api/v1/measure_report_images/reorder', () => {
  it('puts a place’s images in the order given', async () => {
    const setup = await reportSetup(ctx);
    const m = setup.measure;
    const refs = await uploadAll(m, 'reference', 3);
    const [a, b, c] = ids(refs.images.reference) as [number, number, number];
    const body = reportOf(
      await postApi(ctx, 'measure_report_images/reorder', { measure_id: m, kind: 'reference', ids: [c, a, b] }),
    );
    expect(body.images.reference.map((i) => [i.id, i.sort_order])).toEqual([
      [c, 1],
      [a, 2],
      [b, 3],
    ]);
    const rows = await imageRows(m);
    expect(rows.map((r) => [r.id, r.sort_order])).toEqual([
      [a, 2],
      [b, 3],
      [c, 1],
    ]);
  });

  it('orders the screenshots of one pattern, leaving the other pattern’s', async () => {
    const setup = await reportSetup(ctx);
    const m = setup.measure;
    await uploadAll(m, 'screenshot', 2, 1);
    const all = await uploadAll(m, 'screenshot', 2, 2);
    const ofPattern = (p: number) => ids(all.images.screenshot.filter((i) => i.pattern === p));
    const [x, y] = ofPattern(2) as [number, number];
    const body = reportOf(
      await postApi(ctx, 'measure_report_images/reorder', {
        measure_id: m,
        kind: 'screenshot',
        pattern: 2,
        ids: [y, x],
      }),
    );
    expect(body.images.screenshot.filter((i) => i.pattern === 2).map((i) => i.id)).toEqual([y, x]);
    expect(body.images.screenshot.filter((i) => i.pattern === 1).map((i) => i.id)).toEqual(ofPattern(1));
  });

  it('answers 409 when the list is not exactly that place’s images, writing nothing', async () => {
    const setup = await reportSetup(ctx);
    const m = setup.measure;
    const refs = await uploadAll(m, 'reference', 3);
    const considerations = await uploadAll(m, 'consideration', 1);
    const [a, b, c] = ids(refs.images.reference) as [number, number, number];
    const other = considerations.images.consideration[0]?.id as number;
    const before = await snapshot(ctx.t.db, reportTables);
    const reorder = (list: number[], kind = 'reference') =>
      postApi(ctx, 'measure_report_images/reorder', { measure_id: m, kind, ids: list });
    for (const list of [
      [a, b],
      [a, b, c, other],
      [a, b, other],
      [a, a, b],
      [a, b, c, c],
    ]) {
      expectError(await reorder(list), 409, 'conflict', measureReportMessages.reorderMismatch);
    }
    expectError(await reorder([a, b, c], 'consideration'), 409, 'conflict');
    expectError(await reorder([a, b, c], 'screenshot'), 409, 'conflict');
    expectBadInput(await reorder([]), 'ids');
    expectBadInput(await reorder([a, b, c], 'banner'), 'kind');
    expect(await snapshot(ctx.t.db, reportTables)).toEqual(before);
  });

  it('access', async () => {
    await expectReportWriteAccess(ctx, async (s) => {
      const body = await uploadAll(s.measure, 'reference', 2);
      return {
        method: 'POST',
        url: '/api/v1/measure_report_images/reorder',
        payload: { measure_id: s.measure, kind: 'reference', ids: ids(body.images.reference).reverse() },
      };
    });
  });
});

describe('POST /api/v1/measure_report_images/delete', () => {
  it('removes the image and its stored file; its URL then answers 404', async () => {
    const setup = await reportSetup(ctx);
    const body = await uploadAll(setup.measure, 'reference', 2);
    const [gone, kept] = body.images.reference as [ReportImage, ReportImage];
    expect((await fetchImage(gone.image_url)).statusCode).toBe(200);
    const after = reportOf(await postApi(ctx, 'measure_report_images/delete', { id: gone.id }));
    expect(ids(after.images.reference)).toEqual([kept.id]);
    expect((await imageRows(setup.measure)).map((r) => r.id)).toEqual([kept.id]);
    expect(await fileExists(ctx, fileIdOf(gone.image_url))).toBe(false);
    expect(await fileExists(ctx, fileIdOf(kept.image_url))).toBe(true);
    expectError(await fetchImage(gone.image_url), 404, 'not_found');
  });

  it('refuses a bad id and answers 404 for an unknown image, writing nothing', async () => {
    await reportSetup(ctx);
    const before = await snapshot(ctx.t.db, reportTables);
    expectBadInput(await postApi(ctx, 'measure_report_images/delete', {}), 'id');
    expectError(
      await postApi(ctx, 'measure_report_images/delete', { id: 99_999_999 }),
      404,
      'not_found',
      measureReportMessages.imageNotFound,
    );
    expect(await snapshot(ctx.t.db, reportTables)).toEqual(before);
  });

  it('access', async () => {
    await expectReportWriteAccess(ctx, async (s) => {
      const uploaded = reportOf(await uploadImage(ctx, { measure_id: s.measure, kind: 'consideration' }));
      return {
        method: 'POST',
        url: '/api/v1/measure_report_images/delete',
        payload: { id: uploaded.images.consideration[0]?.id },
      };
    });
  });
});

describe('GET /api/v1/files/:id (signed image URLs)', () => {
  it('serves the bytes with their content type to whoever holds the URL', async () => {
    const setup = await reportSetup(ctx);
    const m = setup.measure;
    const shot = png('画面 1.png', [200, 100, 50]);
    reportOf(await uploadImage(ctx, { measure_id: m, kind: 'screenshot', pattern: 1 }, shot));
    reportOf(await uploadImage(ctx, { measure_id: m, kind: 'reference' }, jpeg));
    const body = reportOf(await uploadImage(ctx, { measure_id: m, kind: 'consideration' }, webp));
    const cases: [ReportImage | undefined, UploadFile][] = [
      [body.images.screenshot[0], shot],
      [body.images.reference[0], jpeg],
      [body.images.consideration[0], webp],
    ];
    for (const [image, file] of cases) {
      const response = await fetchImage(image?.image_url as string);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(image?.type);
      expect(response.headers['content-length']).toBe(String(file.data.length));
      expect(response.headers.etag).toBe(`"${createHash('sha256').update(file.data).digest('hex')}"`);
      expect(Buffer.compare(response.rawPayload, file.data)).toBe(0);
    }
    const disposition = (await fetchImage(body.images.screenshot[0]?.image_url as string)).headers[
      'content-disposition'
    ];
    expect(disposition).toBe(`inline; filename*=UTF-8''${encodeURIComponent('画面 1.png')}`);
  });

  it('hands the client user working URLs in the report it reads', async () => {
    const setup = await reportSetup(ctx);
    reportOf(await uploadImage(ctx, { measure_id: setup.measure, kind: 'reference' }, jpeg));
    const seen = await readReport(ctx, setup.measure, ctx.tokens.client);
    const response = await fetchImage(seen.images.reference[0]?.image_url as string);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
  });

  it('answers 404 for a tampered signature, another file’s signature, a moved expiry or an expired URL', async () => {
    const setup = await reportSetup(ctx);
    const body = await uploadAll(setup.measure, 'reference', 2);
    const [first, second] = body.images.reference as [ReportImage, ReportImage];
    const url = new URL(first.image_url, 'http://x');
    const exp = url.searchParams.get('exp') as string;
    const sig = url.searchParams.get('sig') as string;
    const fileId = fileIdOf(first.image_url);
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    const secondSig = new URL(second.image_url, 'http://x').searchParams.get('sig') as string;
    for (const bad of [
      `/api/v1/files/${fileId}?exp=${exp}&sig=${flipped}`,
      `/api/v1/files/${fileIdOf(second.image_url)}?exp=${exp}&sig=${sig}`,
      `/api/v1/files/${fileId}?exp=${exp}&sig=${secondSig}`,
      `/api/v1/files/${fileId}?exp=${Number(exp) + 3600}&sig=${sig}`,
      signedFileUrl(ctx.t.config.secretsKey, fileId, 1_000_000),
      signedFileUrl('another secret', fileId),
    ]) {
      expectError(await fetchImage(bad), 404, 'not_found');
    }
    expect((await fetchImage(first.image_url)).statusCode).toBe(200);
  });

  it('refuses a URL without its signature', async () => {
    const setup = await reportSetup(ctx);
    const body = await uploadAll(setup.measure, 'reference', 1);
    const fileId = fileIdOf(body.images.reference[0]?.image_url as string);
    const unsigned = await fetchImage(`/api/v1/files/${fileId}`);
    expectError(unsigned, 400, 'bad_input');
    expect(fieldsOf(unsigned).sort()).toEqual(['exp', 'sig']);
  });

  it('access: public — the signature is the permission', async () => {
    const statuses = await accessStatuses(ctx, async (projectId) => {
      const s = await reportIn(ctx, projectId);
      const body = reportOf(await uploadImage(ctx, { measure_id: s.measure, kind: 'reference' }));
      return { method: 'GET', url: body.images.reference[0]?.image_url as string };
    });
    expect(statuses).toEqual({ signedOut: 200, admin: 200, manager: 200, member: 200, client: 200, otherClient: 200 });
  });
});

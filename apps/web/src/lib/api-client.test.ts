// @vitest-environment jsdom
import { z } from '@kaizen/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiUpload } from './api-client';
import { saveToken } from './auth-storage';

const okSchema = z.object({ ok: z.boolean() });

function answer(status: number, body: unknown) {
  return vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('apiUpload', () => {
  it('posts the form data with the bearer token and leaves the content type to the browser', async () => {
    saveToken('local', 'secret-token');
    const fetchMock = answer(200, { ok: true });
    vi.stubGlobal('fetch', fetchMock);
    const form = new FormData();
    form.set('kind', 'reference');
    await expect(apiUpload('/api/v1/measure_report_images/upload', form, okSchema)).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/measure_report_images/upload');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(form);
    const headers = init.headers as Record<string, string>;
    expect(headers.authorization).toBe('Bearer secret-token');
    expect(headers['content-type']).toBeUndefined();
  });

  it('turns a refusal into an ApiError carrying the server’s Japanese message', async () => {
    vi.stubGlobal(
      'fetch',
      answer(415, {
        error: { code: 'unsupported_type', message: 'アップロードできるのはPNG・JPEG・WebPの画像だけです' },
      }),
    );
    const error = await apiUpload('/x', new FormData(), okSchema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(415);
    expect((error as ApiError).message).toBe('アップロードできるのはPNG・JPEG・WebPの画像だけです');
  });

  it('keeps the details a refusal carries (a CSV import’s row errors)', async () => {
    const rowErrors = [
      { line: 3, column: 'セッション数', value: 'たくさん', message: 'セッション数は0以上の数値で入力してください' },
    ];
    vi.stubGlobal(
      'fetch',
      answer(400, { error: { code: 'bad_input', message: 'エラーの行があります', details: { errors: rowErrors } } }),
    );
    const error = (await apiUpload('/x', new FormData(), okSchema).catch((e: unknown) => e)) as ApiError;
    expect(error.details).toEqual({ errors: rowErrors });
    expect(error.fields).toEqual([]);
  });

  it('says so when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    const error = await apiUpload('/x', new FormData(), okSchema).catch((e: unknown) => e);
    expect((error as ApiError).code).toBe('network');
  });
});

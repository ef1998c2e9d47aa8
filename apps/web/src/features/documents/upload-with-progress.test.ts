import { z } from '@kaizen/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { uploadWithProgress } from './upload-with-progress';

/** Stands in for XMLHttpRequest: records what was sent and answers as the test says. */
class FakeXhr {
  static last: FakeXhr | undefined;
  headers: Record<string, string> = {};
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  responseText = '';
  sent: unknown;
  constructor() {
    FakeXhr.last = this;
  }
  open() {}
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.sent = body;
  }
  answer(status: number, body: string) {
    this.status = status;
    this.responseText = body;
    this.onload?.();
  }
}

const schema = z.object({ id: z.number() });

describe('uploadWithProgress', () => {
  afterEach(() => vi.unstubAllGlobals());

  function start(onProgress = vi.fn()) {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    vi.stubGlobal('localStorage', { getItem: () => null });
    const promise = uploadWithProgress('/api/v1/x', new FormData(), schema, onProgress);
    const xhr = FakeXhr.last;
    if (!xhr) throw new Error('no request');
    return { promise, xhr, onProgress };
  }

  it('reports progress and resolves with the checked answer', async () => {
    const { promise, xhr, onProgress } = start();
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
    expect(onProgress).toHaveBeenLastCalledWith(0.25);
    xhr.answer(200, '{"id":7}');
    await expect(promise).resolves.toEqual({ id: 7 });
  });

  it("turns a refusal into an ApiError with the server's message", async () => {
    const { promise, xhr } = start();
    xhr.answer(415, '{"error":{"code":"unsupported_type","message":"アップロードできるのはPDFファイルだけです"}}');
    const error: unknown = await promise.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 415,
      code: 'unsupported_type',
      message: 'アップロードできるのはPDFファイルだけです',
    });
  });

  it('says a network failure is one', async () => {
    const { promise, xhr } = start();
    xhr.onerror?.();
    await expect(promise).rejects.toMatchObject({ status: 0, code: 'network' });
  });
});

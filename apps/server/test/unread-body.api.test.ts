import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../src/config.js';
import { seedWorld, signIn } from './factories.js';
import { RawConnection } from './raw-http.js';
import { buildTestApp, type TestApp } from './test-app.js';

const BOUNDARY = 'kaizen-unread-body';

/** A form whose first field holds U+0000 (refused at once), then a file of the given size. */
function refusedForm(fileBytes: number): Buffer {
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="title"\r\n\r\na\u0000b\r\n`),
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    Buffer.alloc(fileBytes, 0x78),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

const multipartHeaders = (token: string) => ({
  authorization: `Bearer ${token}`,
  'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
});

/** Every route that reads a multipart body. */
const multipartRoutes = [
  '/api/v1/measure_report_images/upload',
  '/api/v1/monthly_reports/upload_image',
  '/api/v1/sales_reports/upload_image',
  '/api/v1/sales_reports/create',
  '/api/v1/sales_documents/create',
  '/api/v1/project_documents/create',
  '/api/v1/analytics/import_csv',
  '/api/v1/measure_reports/import_results',
];

async function listening(overrides: Partial<Config> = {}): Promise<{ t: TestApp; port: number; token: string }> {
  const t = await buildTestApp(overrides);
  const world = await seedWorld(t.db);
  const token = await signIn(t.app, world.users.member.account);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  return { t, port: (t.app.server.address() as AddressInfo).port, token };
}

describe('a multipart body answered before it is read to the end', () => {
  let server: Awaited<ReturnType<typeof listening>>;
  beforeAll(async () => {
    server = await listening();
  });
  afterAll(() => server.t.close());

  for (const route of multipartRoutes) {
    it(`${route}: the next request on the same keep-alive connection is answered`, async () => {
      const connection = await RawConnection.open(server.port);
      try {
        await connection.send('POST', route, multipartHeaders(server.token), refusedForm(200 * 1024));
        const refused = await connection.answer();
        expect(refused?.status, refused?.body).toBe(400);
        await connection.send('GET', '/api/config', {});
        const next = await connection.answer();
        expect(next?.status, next?.body).toBe(200);
        expect(JSON.parse(next?.body ?? '{}')).toHaveProperty('providerApiBase');
      } finally {
        connection.close();
      }
    });
  }

  it('a body far larger than it is worth reading answers, then the connection is closed', async () => {
    const connection = await RawConnection.open(server.port);
    try {
      // Declared larger than any upload may be: reading it to the end is not worth the server's time.
      const form = refusedForm(64 * 1024);
      const head = [
        'POST /api/v1/monthly_reports/upload_image HTTP/1.1',
        'Host: 127.0.0.1',
        ...Object.entries(multipartHeaders(server.token)).map(([name, value]) => `${name}: ${value}`),
        `content-length: ${200 * 1024 * 1024}`,
      ];
      await connection.write(`${head.join('\r\n')}\r\n\r\n`);
      await connection.write(form);
      const refused = await connection.answer();
      expect(refused?.status, refused?.body).toBe(400);
      expect(refused?.headers.connection).toBe('close');
      await connection.closedByServer();
    } finally {
      connection.close();
    }
  });
});

describe('server timeouts', () => {
  let server: Awaited<ReturnType<typeof listening>>;
  beforeAll(async () => {
    server = await listening({ requestTimeoutMs: 1500, headersTimeoutMs: 1000, bodyTimeoutMs: 500 });
  });
  afterAll(() => server.t.close());

  it('cuts off an upload that stops sending its body', async () => {
    const connection = await RawConnection.open(server.port);
    const form = refusedForm(0);
    const head = [
      'POST /api/v1/monthly_reports/upload_image HTTP/1.1',
      'Host: 127.0.0.1',
      ...Object.entries(multipartHeaders(server.token)).map(([name, value]) => `${name}: ${value}`),
      `content-length: ${form.length + 1024 * 1024}`,
    ];
    await connection.write(`${head.join('\r\n')}\r\n\r\n`);
    await connection.write(form.subarray(0, 100));
    await connection.closedByServer();
    expect(connection.closed).toBe(true);
  });

  it('cuts off a request whose headers never end', async () => {
    const connection = await RawConnection.open(server.port);
    await connection.write('GET /api/config HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    await connection.closedByServer();
    expect(connection.closed).toBe(true);
  });

  it('still answers a request sent in time', async () => {
    const connection = await RawConnection.open(server.port);
    try {
      await connection.send('GET', '/api/config', {});
      expect((await connection.answer())?.status).toBe(200);
    } finally {
      connection.close();
    }
  });
});

/**
 * The valid requests the fuzz suite starts from: the access matrix's request of each route, taken
 * apart into what a mutation changes — a JSON body, a query, the fields and file of a form.
 */
import type { AccessCase, AccessContext } from './access-expectations.js';

export interface UploadFile {
  field: string;
  name: string;
  type: string;
  data: Buffer;
}

export type Seed =
  | { kind: 'json'; url: string; body: unknown }
  | { kind: 'query'; path: string; query: [string, string][]; stream: boolean }
  | { kind: 'form'; url: string; fields: [string, string][]; files: UploadFile[] };

export type SeedKind = Seed['kind'];

function splitUrl(url: string): { path: string; query: [string, string][] } {
  const [path = url, search = ''] = url.split('?', 2);
  return { path, query: [...new URLSearchParams(search).entries()] };
}

/** The parts of a multipart body as the test helpers write it (imageUpload): one per boundary. */
export function parseMultipart(
  payload: Buffer,
  contentType: string,
): { fields: [string, string][]; files: UploadFile[] } {
  const boundary = /boundary=(.+)$/.exec(contentType)?.[1];
  if (!boundary) throw new Error(`no boundary in ${contentType}`);
  const fields: [string, string][] = [];
  const files: UploadFile[] = [];
  const delimiter = Buffer.from(`--${boundary}`);
  let start = payload.indexOf(delimiter);
  while (start >= 0) {
    const next = payload.indexOf(delimiter, start + delimiter.length);
    if (next < 0) break;
    const part = payload.subarray(start + delimiter.length + 2, next - 2);
    const headEnd = part.indexOf('\r\n\r\n');
    const head = part.subarray(0, headEnd).toString('utf8');
    const body = part.subarray(headEnd + 4);
    const name = /name="([^"]*)"/.exec(head)?.[1] ?? '';
    const filename = /filename="([^"]*)"/.exec(head)?.[1];
    if (filename === undefined) fields.push([name, body.toString('utf8')]);
    else {
      const type = /Content-Type: (.*)/i.exec(head)?.[1] ?? 'application/octet-stream';
      files.push({ field: name, name: filename, type, data: Buffer.from(body) });
    }
    start = next;
  }
  return { fields, files };
}

/** One seed from one access-matrix request (built afresh: it may name rows made for it). */
export async function seedFrom(accessCase: AccessCase, method: string, ctx: AccessContext): Promise<Seed> {
  const request = await accessCase.request(ctx);
  if (method === 'GET') {
    const { path, query } = splitUrl(request.url);
    return { kind: 'query', path, query, stream: request.payloadAsStream === true };
  }
  const contentType = request.headers?.['content-type'] ?? '';
  if (contentType.startsWith('multipart/form-data') && Buffer.isBuffer(request.payload)) {
    return { kind: 'form', url: request.url, ...parseMultipart(request.payload, contentType) };
  }
  return { kind: 'json', url: request.url, body: request.payload ?? {} };
}

/** Every key a seed's JSON body, query or form names: the fuzz's extra fields use them too. */
export function keysOf(seeds: readonly Seed[]): string[] {
  const keys = new Set<string>();
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        keys.add(key);
        walk(inner);
      }
    }
  };
  for (const seed of seeds) {
    if (seed.kind === 'json') walk(seed.body);
    else if (seed.kind === 'query') seed.query.forEach(([key]) => keys.add(key));
    else seed.fields.forEach(([key]) => keys.add(key));
  }
  return [...keys];
}

/**
 * Whole hostile requests for one route: a plan (what fast-check draws and shrinks) and the request
 * it makes from one of the route's valid seeds — a mutated JSON body, query, path or form; any JSON;
 * raw bytes that are not JSON or not multipart; the right body under the wrong content type.
 */
import fc from 'fast-check';
import type { Seed, SeedKind, UploadFile } from './fuzz-seeds.js';
import { applyMutations, mutation, type Mutation } from './fuzz-mutations.js';
import { hostileJson, hostileString, objectOf } from './fuzz-values.js';

export interface FuzzRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  stream?: boolean;
}

const rawJson = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      'null',
      '0',
      '"x"',
      '[]',
      '{',
      '{"a":}',
      '{"a":1,}',
      "{'a':1}",
      '{"a":1}{"b":2}',
      '\ufeff{}',
      '{"a":"\\u0000"}',
      '{"a":"\\ud800"}',
      '{"a":1e400}',
      '{"a":-0}',
      '{"a":01}',
      '{"a":NaN}',
      '{"__proto__":{"isAdmin":true}}',
      '{"constructor":{"prototype":{"isAdmin":true}}}',
      '{"a":1,"a":2}',
    ),
  },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
  {
    // Unclosed nesting near the body limit: the parser must refuse it, not recurse into it.
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('[', '{"a":'), fc.constantFrom(1_000, 100_000, 400_000))
      .map(([open, depth]) => open.repeat(depth)),
  },
);

/** The query string of a mutated query object: lists repeat the key, objects use brackets, the rest is text. */
function queryString(value: unknown): string {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return text(value);
  const parts: string[] = [];
  const add = (key: string, inner: unknown, depth: number) => {
    if (Array.isArray(inner) && depth < 3) inner.slice(0, 200).forEach((item) => add(key, item, depth + 1));
    else if (inner && typeof inner === 'object' && depth < 3) {
      for (const [k, v] of Object.entries(inner)) add(`${key}[${k}]`, v, depth + 1);
    } else if (inner === null) parts.push(encode(key));
    else parts.push(`${encode(key)}=${encode(text(inner))}`);
  };
  for (const [key, inner] of Object.entries(value)) add(key, inner, 0);
  return parts.join('&');
}

const text = (value: unknown): string => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/** encodeURIComponent, except that a lone surrogate goes out as the (invalid) UTF-8 bytes it would have. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value]
      .map((char) => {
        const code = char.charCodeAt(0);
        if (code < 0xd800 || code > 0xdfff || char.length === 2) return encodeURIComponent(char);
        return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
          .map((byte) => `%${byte.toString(16).toUpperCase()}`)
          .join('');
      })
      .join('');
  }
}

/** Query junk that is not what encodeURIComponent makes: bad escapes, empty keys, separators. */
const rawQuery = fc.constantFrom(
  '%',
  '%zz',
  '%00',
  '%C0%80',
  '%ED%A0%80',
  '%FF%FE',
  '&&&',
  '=',
  '==1',
  ';a=1',
  '+',
  'a[',
  'a]=1',
  '[]=1',
);

const odd = {
  names: fc.oneof(
    hostileString,
    fc.constantFrom(
      '',
      '.png',
      '..',
      '../../etc/passwd',
      '..\\..\\win.ini',
      'a"b.png',
      'a\r\nContent-Type: text/html.png',
      'a\u0000.png',
      '\u202egnp.exe',
      'CON',
      'x'.repeat(10_000),
      '資料%00.pdf',
    ),
  ),
  types: fc.constantFrom(
    'image/png',
    'image/svg+xml',
    'text/html',
    'application/pdf',
    'text/csv',
    'application/x-msdownload',
    '',
    'image/png; charset=\u0000',
    'x/y',
  ),
  data: fc.oneof(
    fc.uint8Array({ maxLength: 4_096 }).map((bytes) => Buffer.from(bytes)),
    fc.constantFrom(
      Buffer.alloc(0),
      Buffer.from('\x89PNG\r\n\x1a\n garbage'),
      Buffer.from('%PDF-1.4\n garbage'),
      Buffer.from('<svg onload="alert(1)"/>'),
      Buffer.from('年月,セッション数\r\n2026-04,\u0000\r\n'),
      Buffer.from([0xff, 0xfe, 0x00, 0x00]),
    ),
  ),
};

interface FormPlan {
  fields: Mutation[];
  file: {
    action: 'keep' | 'rename' | 'retype' | 'replace' | 'drop' | 'twice' | 'elsewhere';
    name: string;
    type: string;
    data: Buffer;
  };
}

export type Plan =
  | { strategy: 'mutate'; seed: number; mutations: Mutation[] }
  | { strategy: 'replace'; seed: number; value: unknown }
  | { strategy: 'raw'; seed: number; raw: string }
  | { strategy: 'retype'; seed: number; contentType: string }
  | { strategy: 'path'; seed: number; segment: string; raw: boolean }
  | { strategy: 'form'; seed: number; form: FormPlan }
  | { strategy: 'bytes'; seed: number; bytes: Buffer; framed: boolean }
  | { strategy: 'cut'; seed: number; at: number; boundary: 'keep' | 'other' | 'none' };

const seedIndex = fc.nat();
const mutations = (known: readonly string[]) => fc.array(mutation(known), { minLength: 1, maxLength: 3 });

/** What fast-check draws for one request to a route whose seeds are of this kind. */
export function planArbitrary(kind: SeedKind, known: readonly string[], hasPathParam: boolean): fc.Arbitrary<Plan> {
  const mutate = fc.record({ strategy: fc.constant('mutate' as const), seed: seedIndex, mutations: mutations(known) });
  const replace = fc.record({ strategy: fc.constant('replace' as const), seed: seedIndex, value: hostileJson(known) });
  if (kind === 'query') {
    return fc.oneof(
      { weight: 6, arbitrary: mutate },
      { weight: 2, arbitrary: replace },
      {
        weight: 1,
        arbitrary: fc.record({ strategy: fc.constant('raw' as const), seed: seedIndex, raw: rawQuery }),
      },
      {
        weight: hasPathParam ? 3 : 0,
        arbitrary: fc.record({
          strategy: fc.constant('path' as const),
          seed: seedIndex,
          segment: fc.oneof(hostileString, rawQuery),
          raw: fc.boolean(),
        }),
      },
    );
  }
  const retype = fc.record({
    strategy: fc.constant('retype' as const),
    seed: seedIndex,
    contentType: fc.constantFrom(
      'application/json',
      'application/json; charset=latin1',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=fuzz',
      'multipart/form-data',
      'application/xml',
      '',
    ),
  });
  if (kind === 'json') {
    return fc.oneof(
      { weight: 6, arbitrary: mutate },
      { weight: 2, arbitrary: replace },
      { weight: 1, arbitrary: fc.record({ strategy: fc.constant('raw' as const), seed: seedIndex, raw: rawJson }) },
      { weight: 1, arbitrary: retype },
    );
  }
  const form = fc.record({
    strategy: fc.constant('form' as const),
    seed: seedIndex,
    form: fc.record({
      fields: fc.array(mutation(known), { maxLength: 3 }),
      file: fc.record({
        action: fc.constantFrom('keep', 'rename', 'retype', 'replace', 'drop', 'twice', 'elsewhere') as fc.Arbitrary<
          FormPlan['file']['action']
        >,
        name: odd.names,
        type: odd.types,
        data: odd.data,
      }),
    }),
  });
  return fc.oneof(
    { weight: 5, arbitrary: form },
    {
      weight: 2,
      arbitrary: fc.record({
        strategy: fc.constant('bytes' as const),
        seed: seedIndex,
        bytes: fc.uint8Array({ maxLength: 2_048 }).map((bytes) => Buffer.from(bytes)),
        framed: fc.boolean(),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        strategy: fc.constant('cut' as const),
        seed: seedIndex,
        at: fc.nat(),
        boundary: fc.constantFrom('keep', 'other', 'none') as fc.Arbitrary<'keep' | 'other' | 'none'>,
      }),
    },
    { weight: 1, arbitrary: replace },
  );
}

const BOUNDARY = '----kaizenfuzz';

function multipart(fields: [string, string][], files: UploadFile[], boundary = BOUNDARY): Buffer {
  const parts: Buffer[] = fields.map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(parts);
}

/** A mutated form's fields: lists become repeated fields, everything that is not text its JSON. */
function formFields(value: unknown): [string, string][] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [['body', text(value)]];
  return Object.entries(value).flatMap(([key, inner]) =>
    Array.isArray(inner) ? inner.slice(0, 20).map((item): [string, string] => [key, text(item)]) : [[key, text(inner)]],
  );
}

function files(seedFiles: UploadFile[], plan: FormPlan['file']): UploadFile[] {
  const [first] = seedFiles;
  const base: UploadFile = first ?? { field: 'file', name: 'a.png', type: 'image/png', data: Buffer.alloc(0) };
  switch (plan.action) {
    case 'keep':
      return seedFiles;
    case 'rename':
      return [{ ...base, name: plan.name }];
    case 'retype':
      return [{ ...base, type: plan.type }];
    case 'replace':
      return [{ ...base, name: plan.name, type: plan.type, data: plan.data }];
    case 'drop':
      return [];
    case 'twice':
      return [base, { ...base, name: plan.name }];
    case 'elsewhere':
      return [{ ...base, field: plan.name.slice(0, 100) }];
  }
}

const json = (): Record<string, string> => ({ 'content-type': 'application/json' });

/** The request a plan makes of a seed: a pure function, so a shrunk plan replays exactly. */
export function realize(plan: Plan, seeds: readonly Seed[], routeUrl: string): FuzzRequest {
  const seed = seeds[plan.seed % seeds.length] as Seed;
  if (seed.kind === 'query') {
    const base = objectOf(seed.query);
    let path = seed.path;
    let search: string;
    if (plan.strategy === 'mutate') search = queryString(applyMutations(base, plan.mutations));
    else if (plan.strategy === 'replace') search = queryString(plan.value);
    else search = queryString(base);
    if (plan.strategy === 'raw') search = `${search}&${plan.raw}`;
    if (plan.strategy === 'path') {
      const pattern = routeUrl.split('/');
      path = path
        .split('/')
        .map((part, i) =>
          pattern[i]?.startsWith(':')
            ? plan.raw
              ? plan.segment.replace(/[^%\w.~-]/g, '')
              : encode(plan.segment)
            : part,
        )
        .join('/');
    }
    return { method: 'GET', url: search ? `${path}?${search}` : path, headers: {}, stream: seed.stream };
  }
  if (seed.kind === 'json') {
    const headers = json();
    switch (plan.strategy) {
      case 'mutate':
        return {
          method: 'POST',
          url: seed.url,
          headers,
          payload: JSON.stringify(applyMutations(seed.body, plan.mutations)) ?? 'null',
        };
      case 'replace':
        return { method: 'POST', url: seed.url, headers, payload: JSON.stringify(plan.value) ?? 'null' };
      case 'raw':
        return { method: 'POST', url: seed.url, headers, payload: plan.raw };
      case 'retype': {
        const body = plan.contentType.startsWith('multipart')
          ? multipart(formFields(seed.body), [], 'fuzz')
          : plan.contentType.includes('urlencoded')
            ? queryString(seed.body)
            : JSON.stringify(seed.body);
        return {
          method: 'POST',
          url: seed.url,
          headers: plan.contentType ? { 'content-type': plan.contentType } : {},
          payload: body,
        };
      }
      default:
        return { method: 'POST', url: seed.url, headers, payload: JSON.stringify(seed.body) };
    }
  }
  const form = `multipart/form-data; boundary=${BOUNDARY}`;
  switch (plan.strategy) {
    case 'form': {
      const fields = formFields(applyMutations(objectOf(seed.fields), plan.form.fields));
      return {
        method: 'POST',
        url: seed.url,
        headers: { 'content-type': form },
        payload: multipart(fields, files(seed.files, plan.form.file)),
      };
    }
    case 'bytes': {
      const payload = plan.framed ? Buffer.concat([Buffer.from(`--${BOUNDARY}\r\n`), plan.bytes]) : plan.bytes;
      return { method: 'POST', url: seed.url, headers: { 'content-type': form }, payload };
    }
    case 'cut': {
      const whole = multipart(seed.fields, seed.files);
      const contentType = { keep: form, other: 'multipart/form-data; boundary=other', none: 'multipart/form-data' }[
        plan.boundary
      ];
      return {
        method: 'POST',
        url: seed.url,
        headers: { 'content-type': contentType },
        payload: whole.subarray(0, plan.at % (whole.length + 1)),
      };
    }
    case 'replace':
      return { method: 'POST', url: seed.url, headers: json(), payload: JSON.stringify(plan.value) ?? 'null' };
    default:
      return {
        method: 'POST',
        url: seed.url,
        headers: { 'content-type': form },
        payload: multipart(seed.fields, seed.files),
      };
  }
}

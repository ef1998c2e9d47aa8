/** The hostile values the fuzz suite (fuzz.api.test.ts) puts into every field, query and form it sends. */
import fc from 'fast-check';

/**
 * What an answer must never carry: a stack frame, SQL or the name of the database engine. The
 * values below never contain these themselves (filtered), so an answer echoing stored fuzz text
 * cannot trip the check by accident.
 */
export const LEAK_MARKERS: readonly { name: string; pattern: RegExp }[] = [
  { name: 'a stack trace', pattern: / {4}at / },
  {
    name: 'SQL',
    pattern: /\bselect\s|insert into|delete from|syntax error|violates|constraint failed|relation "|\bsql\b/i,
  },
  { name: 'the database engine', pattern: /sqlite|postgres/i },
  { name: 'an internal error code', pattern: /"code"\s*:\s*"internal"|FST_ERR|SQLITE_|\bERR_[A-Z_]{4,}\b/ },
];

const clean = (text: string) => !LEAK_MARKERS.some(({ pattern }) => pattern.test(text));

/** One UTF-16 unit that a text field should refuse or keep verbatim, never choke on. */
const controlChar = fc.oneof(
  fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)),
  fc.constantFrom(
    '\u0000',
    '\u007f',
    '\u0085',
    '\u00a0',
    '\u200b',
    '\u2028',
    '\u2029',
    '\u202e',
    '\ufeff',
    '\ufffe',
    '\uffff',
    // Lone surrogates: not valid UTF-16, and JSON.stringify escapes them as \udXXX.
    '\ud800',
    '\udfff',
  ),
);

/** Text that looks like something else: a number, a date, a boolean, markup, a path. */
const lookalike = fc.constantFrom(
  '',
  ' ',
  '　',
  '\t\n',
  '0',
  '-0',
  '1',
  '-1',
  '1.5',
  '1e3',
  '1e400',
  '0x10',
  '0b1',
  ' 7 ',
  'NaN',
  'Infinity',
  '-Infinity',
  'null',
  'undefined',
  'true',
  'false',
  '[]',
  '{}',
  '2147483647',
  '2147483648',
  '4294967296',
  '9007199254740993',
  '99999999999999999999999',
  '2026-02-30',
  '2026-13-01',
  '0000-00-00',
  '9999-12-31',
  '2026-04-01T00:00:00Z',
  '2026-04',
  '2026/04/01',
  '令和8年4月1日',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '\\u0000',
  "'",
  '"',
  '`',
  '\\',
  '😀👨‍👩‍👧',
  'ｶﾀｶﾅ',
  '𠮷野家',
);

/** A long text: a short piece repeated up to a size around the JSON body limit's reach. */
const longString = fc
  .tuple(fc.string({ minLength: 1, maxLength: 3 }), fc.constantFrom(256, 1_000, 10_001, 65_536, 200_000))
  .map(([piece, length]) => piece.repeat(Math.ceil(length / piece.length)).slice(0, length));

export const hostileString: fc.Arbitrary<string> = fc
  .oneof(
    { weight: 6, arbitrary: fc.string({ unit: controlChar, minLength: 1, maxLength: 8 }) },
    {
      weight: 6,
      arbitrary: fc
        .tuple(fc.string({ maxLength: 6 }), controlChar, fc.string({ maxLength: 6 }))
        .map(([a, c, b]) => a + c + b),
    },
    { weight: 6, arbitrary: lookalike },
    { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
    // Rarer than the rest: a long text costs every layer more time, and one in thirty is plenty.
    { weight: 1, arbitrary: longString },
  )
  .filter(clean);

/** Numbers at every edge an id, a count or a percentage has: 32 and 53 bits, signs, fractions, tiny, huge. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      0,
      -0,
      1,
      -1,
      2,
      0.5,
      1.5,
      -1.5,
      2 ** 31 - 1,
      2 ** 31,
      2 ** 31 + 1,
      -(2 ** 31),
      -(2 ** 31) - 1,
      2 ** 32,
      2 ** 53 - 1,
      2 ** 53,
      2 ** 53 + 2,
      -(2 ** 53),
      2 ** 63,
      2 ** 64,
      1e21,
      1e308,
      -1e308,
      Number.MAX_VALUE,
      Number.MIN_VALUE,
      1e-7,
      100,
      101,
      999_999_999_999,
    ),
  },
  { weight: 2, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.integer({ min: -5, max: 50 }) },
  { weight: 2, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
);

/** A key an object may be given: the prototype's own names first of all. */
export const prototypeKey = fc.constantFrom(
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  '__defineGetter__',
  'isAdmin',
  'role_num',
);

export const hostileKey = (known: readonly string[]): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 3, arbitrary: prototypeKey },
    { weight: known.length > 0 ? 3 : 0, arbitrary: fc.constantFrom(...(known.length > 0 ? known : [''])) },
    { weight: 2, arbitrary: fc.string({ maxLength: 12 }).filter(clean) },
    { weight: 1, arbitrary: hostileString.filter((key) => key.length < 300) },
  );

/** An object built with own properties only: `__proto__` becomes a key of the JSON, not the prototype. */
export const objectOf = (entries: [string, unknown][]) => Object.fromEntries(entries);

type Shape = 'array' | 'object' | 'mixed';

/** A structure nested this deep: arrays, objects or both in turn, with a leaf at the bottom. */
export function nested(depth: number, shape: Shape, leaf: unknown): unknown {
  let value: unknown = leaf;
  for (let level = 0; level < depth; level += 1) {
    const asArray = shape === 'array' || (shape === 'mixed' && level % 2 === 0);
    value = asArray ? [value] : objectOf([['a', value]]);
  }
  return value;
}

/** Any JSON value, with prototype keys and the route's own field names among its keys. */
export const hostileJson = (known: readonly string[]): fc.Arbitrary<unknown> =>
  fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      { weight: 3, arbitrary: hostileString },
      { weight: 3, arbitrary: hostileNumber },
      { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
      { weight: 2, arbitrary: fc.array(tie('value'), { maxLength: 4 }) },
      {
        weight: 2,
        arbitrary: fc.array(fc.tuple(hostileKey(known), tie('value')), { maxLength: 5 }).map(objectOf),
      },
    ),
  })).value;

/** A value of any kind for one field: a scalar at an edge, a wrong type, a deep or huge structure. */
export const hostileValue = (known: readonly string[]): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 10, arbitrary: hostileString },
    { weight: 10, arbitrary: hostileNumber },
    { weight: 2, arbitrary: fc.constantFrom(true, false, null, [], {}) },
    { weight: 4, arbitrary: hostileJson(known) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.integer({ min: 8, max: 2_000 }), fc.constantFrom<Shape>('array', 'object', 'mixed'), hostileNumber)
        .map(([depth, shape, leaf]) => nested(depth, shape, leaf)),
    },
    {
      // Long lists: an `IN (…)` over tens of thousands of ids passes the bind-parameter limits of both engines.
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(100, 1_000, 40_000, 70_000), fc.constantFrom('same', 'ascending', 'huge'))
        .map(([length, kind]) =>
          Array.from({ length }, (_, i) => (kind === 'same' ? 1 : kind === 'ascending' ? i + 1 : 2 ** 31 + i)),
        ),
    },
  );

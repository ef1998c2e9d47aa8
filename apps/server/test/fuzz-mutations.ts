/**
 * Mutations of a valid JSON value: a plan drawn without knowing the value (so fast-check can shrink
 * it), applied to whichever node its number picks. Near-valid changes (a string with a control
 * character, an id at 2^31) get past the type checks and reach the services and the database.
 */
import fc from 'fast-check';
import { hostileKey, hostileNumber, hostileString, hostileValue } from './fuzz-values.js';

type Path = (string | number)[];

export type Mutation =
  | { op: 'set'; at: number; value: unknown }
  | { op: 'edge'; at: number; pick: number; text: string; number: number }
  | { op: 'delete'; at: number }
  | { op: 'add'; at: number; key: string; value: unknown }
  | { op: 'retype'; at: number; to: 'string' | 'number' | 'array' | 'object' | 'null' };

export const mutation = (known: readonly string[]): fc.Arbitrary<Mutation> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.record({ op: fc.constant('set' as const), at: fc.nat(), value: hostileValue(known) }) },
    {
      weight: 5,
      arbitrary: fc.record({
        op: fc.constant('edge' as const),
        at: fc.nat(),
        pick: fc.nat(),
        text: hostileString,
        number: hostileNumber,
      }),
    },
    { weight: 2, arbitrary: fc.record({ op: fc.constant('delete' as const), at: fc.nat() }) },
    {
      weight: 2,
      arbitrary: fc.record({
        op: fc.constant('add' as const),
        at: fc.nat(),
        key: hostileKey(known),
        value: hostileValue(known),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        op: fc.constant('retype' as const),
        at: fc.nat(),
        to: fc.constantFrom('string', 'number', 'array', 'object', 'null') as fc.Arbitrary<
          'string' | 'number' | 'array' | 'object' | 'null'
        >,
      }),
    },
  );

const isContainer = (value: unknown): value is Record<string, unknown> | unknown[] =>
  typeof value === 'object' && value !== null;

/**
 * The nodes a mutation may pick. An earlier mutation of the same plan may have put in a list of
 * 70,000 ids or a structure 2,000 deep: only the first few levels and entries are candidates.
 */
function paths(value: unknown, prefix: Path = [], out: Path[] = []): Path[] {
  out.push(prefix);
  if (isContainer(value) && prefix.length < 6) {
    for (const [key, inner] of Object.entries(value).slice(0, 20)) {
      paths(inner, [...prefix, Array.isArray(value) ? Number(key) : key], out);
    }
  }
  return out;
}

function get(root: unknown, path: Path): unknown {
  let value = root;
  for (const key of path) value = (value as Record<string | number, unknown>)[key];
  return value;
}

/** Sets (or, with `remove`, deletes) the node at a non-empty path, defining own properties only. */
function put(root: unknown, path: Path, value: unknown, remove = false): void {
  const parent = get(root, path.slice(0, -1)) as Record<string | number, unknown> | unknown[];
  const key = path[path.length - 1] as string | number;
  if (remove) {
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else Reflect.deleteProperty(parent, key);
    return;
  }
  Object.defineProperty(parent, key, { value, enumerable: true, writable: true, configurable: true });
}

/** A value of the node's own type at one of its edges: what passes a type check and tests the rest. */
function edgeOf(current: unknown, m: Extract<Mutation, { op: 'edge' }>): unknown {
  if (typeof current === 'number') {
    const near = [m.number, current + 0.5, -current, current * 2 ** 31, current + 2 ** 31, current - 1];
    return near[m.pick % near.length];
  }
  if (typeof current === 'string') {
    const at = m.pick % (current.length + 1);
    const variants = [
      current.slice(0, at) + m.text + current.slice(at),
      m.text,
      `${current}\u0000`,
      current.repeat(Math.max(1, Math.ceil(10_001 / Math.max(1, current.length)))),
      ` ${current} `,
      String(m.number),
    ];
    return variants[m.pick % variants.length];
  }
  if (typeof current === 'boolean') return [0, 1, 'true', 'false', null, 2][m.pick % 6];
  if (Array.isArray(current)) {
    const variants = [[], [...current, ...current], [m.number], [...current, m.text], current.map(() => m.number)];
    return variants[m.pick % variants.length];
  }
  if (current === null) return [m.number, m.text, false][m.pick % 3];
  return Object.fromEntries(
    Object.entries(current as object).map(([k, v]) => [k, typeof v === 'number' ? m.number : v]),
  );
}

function retyped(current: unknown, to: Extract<Mutation, { op: 'retype' }>['to']): unknown {
  switch (to) {
    case 'string':
      return typeof current === 'string' ? current : JSON.stringify(current);
    case 'number':
      // Not Number(current): an object with an own `toString` key (a prototype key the fuzz adds) throws.
      return typeof current === 'number' ? String(current) : Number(JSON.stringify(current));
    case 'array':
      return [current];
    case 'object':
      return { value: current };
    case 'null':
      return null;
  }
}

/** A deep copy that survives the 2,000-deep values (structuredClone recurses and overflows); -0 inside becomes 0. */
const copy = (value: unknown): unknown =>
  typeof value === 'object' && value !== null ? JSON.parse(JSON.stringify(value)) : value;

/**
 * The value with the mutations applied in turn, on a copy; the root itself may be replaced. What a
 * mutation puts in is copied too: fast-check hands out one instance of a constant ([] or {}) to
 * every draw, and a later mutation of the same plan must not change it in place.
 */
export function applyMutations(value: unknown, mutations: readonly Mutation[]): unknown {
  const box = { root: copy(value) };
  for (const m of mutations) {
    const all = paths(box.root).map((path) => ['root', ...path]);
    const containers = all.filter((path) => isContainer(get(box, path)));
    const pool = m.op === 'add' ? containers : m.op === 'delete' ? all.filter((path) => path.length > 1) : all;
    const path = pool[m.at % Math.max(1, pool.length)];
    if (!path) continue;
    const current = get(box, path);
    switch (m.op) {
      case 'set':
        put(box, path, copy(m.value));
        break;
      case 'edge':
        put(box, path, edgeOf(current, m));
        break;
      case 'delete':
        put(box, path, undefined, true);
        break;
      case 'add':
        if (Array.isArray(current)) current.push(copy(m.value));
        else put(box, [...path, m.key], copy(m.value));
        break;
      case 'retype':
        put(box, path, retyped(current, m.to));
        break;
    }
  }
  return box.root;
}

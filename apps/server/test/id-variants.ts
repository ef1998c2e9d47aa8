/**
 * The ids a request names, and the same request with one of them swapped for an id no row has: what
 * the existence-oracle test compares. Ids sit in the JSON body (at any depth, in arrays too), in the
 * query string, in a multipart form's fields, or as a number between slashes of the path (PATCH
 * /metrics/12); a field is an id when its name says so (id, ids, …_id, …Id) and its value is a number.
 */
import type { AccessCase } from './access-expectations.js';

type AccessRequest = Awaited<ReturnType<AccessCase['request']>>;

/** Far above any row a test creates, inside the 32-bit range every id schema accepts. */
export const MISSING_ID = 2_000_000_000;

/** Where one id sits: a path into the JSON body, a query parameter, a multipart form field, or a URL path segment. */
export type IdSlot =
  | { where: 'body'; path: (string | number)[] }
  | { where: 'query'; name: string }
  | { where: 'form'; name: string }
  | { where: 'path'; index: number };

// Ids of a fixed list in the domain (journey phases, proprieties), not rows: the schema refuses one
// out of range before any row is read, so no answer to them depends on what exists.
const FIXED_LIST_IDS = new Set(['phase_id', 'propriety_id']);

const isIdName = (name: string) =>
  !FIXED_LIST_IDS.has(name) && (name === 'id' || name === 'ids' || /_id$|Id$/.test(name));
const isNumeric = (value: unknown) =>
  (typeof value === 'number' && Number.isInteger(value)) || (typeof value === 'string' && /^\d+$/.test(value));

// A multipart field: its name, the blank line, its value (binary-safe as latin1).
const FORM_FIELD = /name="([^"]+)"\r\n\r\n([^\r]*)\r\n/g;

function bodySlots(value: unknown, path: (string | number)[], idParent: boolean): IdSlot[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => bodySlots(item, [...path, i], idParent));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => bodySlots(item, [...path, key], isIdName(key)));
  }
  return idParent && isNumeric(value) ? [{ where: 'body', path }] : [];
}

function isForm(request: AccessRequest): request is AccessRequest & { payload: Buffer } {
  return Buffer.isBuffer(request.payload);
}

/** Every id the request names. */
export function idSlots(request: AccessRequest): IdSlot[] {
  const query = new URL(request.url, 'http://x').searchParams;
  const segments = (request.url.split('?')[0] ?? '').split('/');
  const slots: IdSlot[] = segments.flatMap((segment, index) =>
    /^\d+$/.test(segment) && index > 0 && segments[index - 1] !== 'v1' ? [{ where: 'path' as const, index }] : [],
  );
  slots.push(
    ...[...query.entries()]
      .filter(([name, value]) => isIdName(name) && isNumeric(value))
      .map(([name]) => ({ where: 'query' as const, name })),
  );
  if (isForm(request)) {
    for (const [, name, value] of request.payload.toString('latin1').matchAll(FORM_FIELD)) {
      if (name && isIdName(name) && isNumeric(value)) slots.push({ where: 'form', name });
    }
  } else if (request.payload !== undefined && typeof request.payload === 'object') {
    slots.push(...bodySlots(request.payload, [], false));
  }
  return slots;
}

export function describeSlot(slot: IdSlot): string {
  if (slot.where === 'body') return slot.path.join('.');
  return slot.where === 'path' ? `path segment ${slot.index}` : `${slot.where}:${slot.name}`;
}

function setPath(value: unknown, path: (string | number)[], replacement: number): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  if (Array.isArray(value)) return value.map((item, i) => (i === head ? setPath(item, rest, replacement) : item));
  const record = value as Record<string, unknown>;
  return { ...record, [head]: setPath(record[head], rest, replacement) };
}

/** The request with the id in this slot replaced by MISSING_ID, everything else as it was. */
export function withMissingId(request: AccessRequest, slot: IdSlot): AccessRequest {
  if (slot.where === 'path') {
    const [path = '', search] = request.url.split('?');
    const segments = path.split('/');
    segments[slot.index] = String(MISSING_ID);
    return { ...request, url: `${segments.join('/')}${search === undefined ? '' : `?${search}`}` };
  }
  if (slot.where === 'query') {
    const [path, search = ''] = request.url.split('?');
    const query = new URLSearchParams(search);
    query.set(slot.name, String(MISSING_ID));
    return { ...request, url: `${path}?${query.toString()}` };
  }
  if (slot.where === 'form' && isForm(request)) {
    const form = request.payload
      .toString('latin1')
      .replace(FORM_FIELD, (field, name: string) =>
        name === slot.name ? `name="${name}"\r\n\r\n${MISSING_ID}\r\n` : field,
      );
    return { ...request, payload: Buffer.from(form, 'latin1') };
  }
  if (slot.where === 'body') {
    return { ...request, payload: setPath(request.payload, slot.path, MISSING_ID) as AccessRequest['payload'] };
  }
  throw new Error(`no ${describeSlot(slot)} in ${request.url}`);
}

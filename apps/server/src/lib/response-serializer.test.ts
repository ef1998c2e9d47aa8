import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer.js';

const node = z.object({
  id: z.number().int(),
  title: z.string(),
  daterange: z.tuple([z.string().nullable(), z.null()]),
});
const serialize = (schema: unknown) => responseSerializerCompiler({ schema, method: 'GET', url: '/api/v1/x' });

describe('responseSerializerCompiler', () => {
  it('writes the checked answer as JSON, leaving out keys the schema does not name', () => {
    const json = serialize(node)({ id: 3, title: '施策', daterange: ['2026-11-01', null], password_hash: 'x' });
    expect(json).toBe('{"id":3,"title":"施策","daterange":["2026-11-01",null]}');
  });

  it('takes a schema wrapped as { properties }', () => {
    expect(serialize({ properties: node })({ id: 1, title: '', daterange: [null, null] })).toBe(
      '{"id":1,"title":"","daterange":[null,null]}',
    );
  });

  it('refuses an answer that breaks its schema, naming the route', () => {
    let thrown: unknown;
    try {
      serialize(node)({ id: '3', title: '施策', daterange: [null, null] });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Error);
    expect(isResponseSerializationError(thrown as Error)).toBe(true);
    expect(thrown).toMatchObject({ method: 'GET', url: '/api/v1/x', statusCode: 500 });
  });

  it('refuses a route whose response schema is not a zod schema, when the route is registered', () => {
    expect(() => serialize({ type: 'object' })).toThrow(/not a zod schema/);
  });
});

import type { z } from '@kaizen/domain';
import { AppError } from './app-error.js';

/**
 * Input that does not arrive through a route schema (multipart fields): parsed with the same zod
 * schema, refused the same way — 400 naming each field.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields = parsed.error.issues.map((issue) => ({
    field: issue.path.join('.') || 'body',
    message: issue.message,
  }));
  throw new AppError('bad_input', '入力内容に誤りがあります', fields);
}

import { z } from './zod.js';

const ID_MESSAGE = 'IDは1以上の整数で指定してください';

/**
 * A database id as the API takes it: a positive integer, or its digits as text (query strings).
 * Stricter than z.coerce, which would turn true into 1 and '' into 0.
 */
export const idSchema = z
  .union(
    [
      z.number(ID_MESSAGE).int(ID_MESSAGE).positive(ID_MESSAGE).max(Number.MAX_SAFE_INTEGER, ID_MESSAGE),
      z.string(ID_MESSAGE).regex(/^[1-9]\d{0,14}$/, ID_MESSAGE),
    ],
    { error: ID_MESSAGE },
  )
  .transform((value) => Number(value));

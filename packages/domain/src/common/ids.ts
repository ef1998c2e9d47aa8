import { z } from './zod.js';

const ID_MESSAGE = 'IDは1以上の整数で指定してください';

/** Ids are 32-bit integer columns (PostgreSQL `integer`): a bigger number can name nothing. */
export const MAX_ID = 2_147_483_647;

/**
 * A database id as the API takes it: a positive integer, or its digits as text (query strings).
 * Stricter than z.coerce, which would turn true into 1 and '' into 0.
 */
export const idSchema = z
  .union(
    [
      z.number(ID_MESSAGE).int(ID_MESSAGE).positive(ID_MESSAGE).max(MAX_ID, ID_MESSAGE),
      z.string(ID_MESSAGE).refine((v) => /^[1-9]\d{0,9}$/.test(v) && Number(v) <= MAX_ID, ID_MESSAGE),
    ],
    { error: ID_MESSAGE },
  )
  .transform((value) => Number(value));

/**
 * A master-list entry's id as the API takes it (a number): the same 32-bit bound as idSchema, from 0,
 * since 0 is a real entry in some lists (高, ABテスト). Whether the entry exists is the server's check.
 */
export function masterIdSchema(message = 'IDを指定してください') {
  return z.number({ error: message }).int(message).min(0, message).max(MAX_ID, message);
}

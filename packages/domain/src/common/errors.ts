import { z } from './zod.js';

/** Error codes every API answer may carry; the server maps each to one HTTP status. */
export const errorCodes = [
  'bad_input',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  'too_large',
  'unsupported_type',
  'too_many_requests',
  'internal',
  // A service we call (Google Analytics) refused or failed: its reason is the message.
  'upstream',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const errorStatus: Record<ErrorCode, number> = {
  bad_input: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_type: 415,
  too_many_requests: 429,
  internal: 500,
  upstream: 502,
};

export const fieldErrorSchema = z.object({
  field: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorBodySchema = z.object({
  error: z.object({
    code: z.enum(errorCodes),
    message: z.string(),
    fields: z.array(fieldErrorSchema).optional(),
    /** More the caller needs to act on the refusal (a CSV import's row errors: { errors: [...] }). */
    details: z.record(z.string(), z.unknown()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

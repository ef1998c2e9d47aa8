import { errorStatus, type ErrorBody, type FieldError } from '@kaizen/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.js';

function body(
  code: ErrorBody['error']['code'],
  message: string,
  fields?: FieldError[],
  details?: Record<string, unknown>,
): ErrorBody {
  return {
    error: { code, message, ...(fields && fields.length > 0 ? { fields } : {}), ...(details ? { details } : {}) },
  };
}

/** Turns what Fastify and our services throw into `{ error: { code, message, fields? } }`. */
function toAppError(error: FastifyError | Error): AppError {
  if (error instanceof AppError) return error;

  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = error.validation.map((issue) => ({
      field: issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || error.validationContext || 'body',
      message: issue.message ?? '入力内容に誤りがあります',
    }));
    // A schema may report the same problem twice (a required-on-create check and an empty-text
    // check both refuse '  '): name each field and message once.
    const unique = fields.filter(
      (field, i) => fields.findIndex((f) => f.field === field.field && f.message === field.message) === i,
    );
    return new AppError('bad_input', '入力内容に誤りがあります', unique);
  }

  const code = 'code' in error ? error.code : undefined;
  switch (code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('too_large', 'リクエストが大きすぎます');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError('unsupported_type', '対応していない形式のリクエストです');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('bad_input', 'JSONの形式が正しくありません', [
        { field: 'body', message: 'JSONの形式が正しくありません' },
      ]);
    case 'FST_ERR_VALIDATION':
      return new AppError('bad_input', '入力内容に誤りがあります');
    case 'FST_ERR_BAD_URL':
      return AppError.badInput('url', 'URLの形式が正しくありません');
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return AppError.badInput('url', 'URLが長すぎます');
    default:
      break;
  }
  if ('statusCode' in error && error.statusCode === 429) {
    return new AppError('too_many_requests', 'リクエストが多すぎます。しばらくしてから再度お試しください。');
  }
  if (error instanceof SyntaxError) {
    return new AppError('bad_input', 'JSONの形式が正しくありません', [
      { field: 'body', message: 'JSONの形式が正しくありません' },
    ]);
  }
  return new AppError('internal', 'サーバーでエラーが発生しました');
}

function sendError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  const appError = toAppError(error);
  if (appError.code === 'internal') {
    request.log.error({ err: error }, 'unhandled error');
  } else if (appError.code === 'upstream') {
    // The answer carries the Japanese reason; the outside service's own words are for operators.
    const cause = appError.cause instanceof Error ? appError.cause.message : undefined;
    request.log.warn({ cause }, 'an outside service refused or failed');
  }
  if (appError.headers) void reply.headers(appError.headers);
  return reply
    .status(errorStatus[appError.code])
    .send(body(appError.code, appError.message, appError.fields, appError.details));
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler(sendError);
});

/**
 * Fastify's `frameworkErrors` option: what the router refuses before any route or error handler
 * runs (a path parameter that is not valid percent-encoding, or too long) answers the same error
 * body as everything else, not Fastify's own with its FST_ERR code.
 */
export const frameworkErrors = sendError;

export function notFoundBody(): ErrorBody {
  return body('not_found', '見つかりませんでした');
}

import type { ErrorCode, FieldError } from '@kaizen/domain';

/** The one error type services throw; the error plugin maps its code to an HTTP status. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldError[],
    readonly headers?: Record<string, string>,
    /** More the caller needs to act on the refusal (a CSV's row errors), answered as error.details. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static badInput(field: string, message: string): AppError {
    return new AppError('bad_input', message, [{ field, message }]);
  }

  static notFound(message = '見つかりませんでした'): AppError {
    return new AppError('not_found', message);
  }

  static forbidden(message = 'この操作を行う権限がありません'): AppError {
    return new AppError('forbidden', message);
  }

  static unauthenticated(message: string): AppError {
    return new AppError('unauthenticated', message);
  }
}

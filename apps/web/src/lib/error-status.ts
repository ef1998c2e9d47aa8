/** Status of an error shown on the error page (product.md §8.1): statusCode, status or response.status, else 500. */
export function errorStatusOf(error: unknown): number {
  if (typeof error !== 'object' || error === null) return 500;
  const candidate = error as { statusCode?: unknown; status?: unknown; response?: { status?: unknown } };
  for (const value of [candidate.statusCode, candidate.status, candidate.response?.status]) {
    if (typeof value === 'number' && value >= 100 && value <= 599) return value;
  }
  return 500;
}

export const DEFAULT_ERROR_TITLE = 'Error';

/** The title shown on the error page: the error's own message, or 'Error'. */
export function errorTitleOf(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { message, statusText } = error as { message?: unknown; statusText?: unknown };
    if (typeof message === 'string' && message.trim()) return message;
    if (typeof statusText === 'string' && statusText.trim()) return statusText;
  }
  return DEFAULT_ERROR_TITLE;
}

import { ERROR_MESSAGES, type ErrorCode } from '@kiosk/common/errors';

/** The one error type services throw. The GraphQL formatter turns it into the spec's message + code. */
export class AppError extends Error {
  readonly code: ErrorCode;
  /** Field-level problems for forms: field path → error code. */
  readonly fields: Record<string, string> | undefined;

  constructor(code: ErrorCode, options: { message?: string; fields?: Record<string, string>; cause?: unknown } = {}) {
    super(options.message ?? ERROR_MESSAGES[code], { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.fields = options.fields;
  }
}

/** HTTP status for REST answers and for GraphQL responses whose only error is this code. */
export function httpStatusFor(code: ErrorCode): number {
  switch (code) {
    case 'UNAUTHENTICATED':
    case 'TOKEN_EXPIRED':
      return 401;
    case 'FORBIDDEN':
    case 'NO_CONSOLE_ACCESS':
    case 'USER_INACTIVE':
    case 'ROOT_ACCESS_DENIED':
    case 'NO_ORGANIZATION':
    case 'API_KEY_READ_ONLY':
      return 403;
    case 'NOT_FOUND':
      return 404;
    case 'INTERNAL':
      return 500;
    case 'SERVICE_UNAVAILABLE':
      return 503;
    default:
      return 400;
  }
}

import { errorResponseSchema, type ErrorCode } from '@oece/contracts';

const STATUS: Partial<Record<ErrorCode, number>> = {
  VALIDATION_ERROR: 400,
  UNAUTHORIZED: 401,
  SESSION_ENDED: 401,
  USER_NOT_FOUND: 401,
  INVALID_PASSWORD: 401,
  INVALID_CODE: 401,
  PASSWORD_LINK_INVALID: 400,
  FORBIDDEN: 403,
  MEMBERSHIP_EXPIRED: 403,
  MEMBERSHIP_REQUIRED: 403,
  PLAN_REQUIRED: 403,
  ACCESS_CODE_INVALID: 403,
  ACCESS_CODE_EXPIRED: 403,
  NOT_FOUND: 404,
  EXAM_NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  USERNAME_TAKEN: 409,
  EXAM_FINISHED: 409,
  EXAM_TIME_OVER: 409,
  NOT_ENOUGH_QUESTIONS: 409,
  UNKNOWN_HOST: 421,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
};

/** An error whose Spanish message is meant for the caller. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    statusCode?: number,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = statusCode ?? STATUS[code] ?? 500;
  }
}

/** The error answers a route may give, declared on every route for the OpenAPI description. */
export const errorResponses = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  421: errorResponseSchema,
  429: errorResponseSchema,
  503: errorResponseSchema,
};

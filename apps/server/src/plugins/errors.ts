import type { ErrorResponse } from '@oece/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/database-error';
import { AppError } from '../shared/errors';
import { reportError } from '../shared/error-reporting';

const UNEXPECTED = 'Ocurrió un error inesperado. Intenta nuevamente.';
const UNAVAILABLE = 'El servicio no está disponible en este momento. Intenta nuevamente en unos segundos.';

function body(code: ErrorResponse['code'], message: string): ErrorResponse {
  return { success: false, code, message };
}

/**
 * Fastify's `frameworkErrors` option: errors met before routing (a malformed URL such as
 * /api/exams/%E0%A4%A, an over-long parameter) get the same shape, keeping their status.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
  request.log.warn({ code: error.code }, 'request refused before routing');
  const message =
    status >= 500
      ? UNEXPECTED
      : status === 414
        ? 'La dirección solicitada es demasiado larga.'
        : 'La dirección solicitada no es válida.';
  void reply.code(status).send(body(status >= 500 ? 'INTERNAL_ERROR' : 'VALIDATION_ERROR', message));
}

/** One error shape for the whole API: `{ success: false, code, message }`, in Spanish, no internals. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(body(error.code, error.message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation
        .map((issue) => {
          const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
          return field ? `${field}: ${issue.message}` : issue.message;
        })
        .join('; ');
      return reply.status(400).send(body('VALIDATION_ERROR', `Datos inválidos. ${details}`));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response does not match its schema');
      reportError(error);
      return reply.status(500).send(body('INTERNAL_ERROR', UNEXPECTED));
    }
    if (error.statusCode === 429) {
      return reply
        .status(429)
        .send(body('RATE_LIMITED', 'Demasiados intentos. Espera un momento antes de volver a intentarlo.'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors (bad JSON, wrong content type, body too large).
      const message =
        error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? 'Tipo de contenido no admitido.'
          : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? 'La solicitud es demasiado grande.'
            : 'La solicitud no es válida.';
      return reply.status(error.statusCode).send(body('VALIDATION_ERROR', message));
    }
    if (isDatabaseUnavailable(error)) {
      // Lost connection, full disk, read-only database: the client retries (saves do, by themselves).
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send(body('SERVICE_UNAVAILABLE', UNAVAILABLE));
    }
    request.log.error({ err: error }, 'unhandled error');
    reportError(error);
    return reply.status(500).send(body('INTERNAL_ERROR', UNEXPECTED));
  });
});

import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../shared/domain-error';
import { HttpError, MESSAGES, STATUS_OF } from './errors';
import { validationMessage } from './validation-message';

/** Messages for the framework's own 4xx errors (bad JSON, wrong media type, body too big). */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Tipo de conteúdo não suportado.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Corpo da requisição grande demais.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Tamanho do corpo da requisição inválido.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Corpo da requisição vazio.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Corpo da requisição não é um JSON válido.',
  FST_ERR_BAD_URL: 'Endereço inválido: a URL tem caracteres mal codificados.',
};

/**
 * Errors Fastify meets before any route or error handler (a path whose %-encoding cannot be
 * decoded, `/api/x/%E0%A4%A`): Fastify's `frameworkErrors` option, so they too leave as the
 * API's own `{ erro }` in Portuguese instead of Fastify's English JSON.
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  void reply.status(400).send({ erro: FRAMEWORK_MESSAGES[error.code] ?? 'Requisição inválida.' });
}

/**
 * Every failure leaves as `{ erro }` with a Portuguese message: a domain's refusal with the
 * status of its kind (STATUS_OF), validation errors as 400, our HttpErrors with their status,
 * unknown 5xx as a generic message (details only in the log).
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      return reply.status(STATUS_OF[error.failure]).send({ erro: error.message });
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ erro: error.message });
    }
    if (error.validation) {
      return reply
        .status(400)
        .send({ erro: validationMessage(error.validation, error.validationContext) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const known = FRAMEWORK_MESSAGES[error.code];
      // JSON.parse failures arrive as SyntaxError with status 400 and no FST code.
      const message =
        known ??
        (error instanceof SyntaxError
          ? FRAMEWORK_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY
          : undefined);
      return reply.status(status).send({ erro: message ?? 'Requisição inválida.' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ erro: MESSAGES.internal });
  });

  app.setNotFoundHandler((_request, reply) => {
    return reply.status(404).send({ erro: MESSAGES.notFoundRoute });
  });
}

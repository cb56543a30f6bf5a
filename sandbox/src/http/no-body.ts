import type { FastifyRequest } from 'fastify';

/**
 * A preValidation hook for the calls whose body is all optional and that may come without one
 * (product-rules §7's ticket categories, the gate page's empty form): no body is an empty one,
 * so the route's schema checks `{}` rather than refusing nothing.
 */
export async function noBodyIsEmpty(request: FastifyRequest): Promise<void> {
  request.body ??= {};
}

import { Ajv, type Options } from 'ajv';
import type { FastifyInstance } from 'fastify';

/**
 * Route input is checked by Ajv with two settings, as Fastify's documentation shows for
 * different coercion per part of a request:
 * - a JSON body keeps its types: 5 is not '5', 'true' is not true (an accepted cancellation
 *   policy is `true`, a reservation number is text), so a body is never coerced;
 * - params and the query string are text on the wire, so an integer there is read from its
 *   digits.
 * Both know the `erro` annotation (shared/request-schema.ts) and put the failing schema on each
 * error (`verbose`) for the formatter. Ajv stops at the first error: collecting every error of a
 * large body is a denial-of-service risk (Fastify's own default).
 */
const COMMON: Options = {
  useDefaults: true,
  removeAdditional: true,
  allErrors: false,
  verbose: true,
  // A field may take two JSON types (an id as a number or its digits, a date or null).
  allowUnionTypes: true,
  keywords: [{ keyword: 'erro', schemaType: ['string', 'object'] }],
};

export function installValidators(app: FastifyInstance): void {
  const body = new Ajv({ ...COMMON, coerceTypes: false });
  const text = new Ajv({ ...COMMON, coerceTypes: true });
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'body' ? body : text).compile(schema),
  );
}

import type { Plugin } from 'ajv';

/**
 * Fastify's Ajv with the `erro` annotation known, and with each error carrying the schema it
 * failed (`verbose`), so the formatter finds the message. Ajv still stops at the first error
 * (allErrors stays false: collecting every error of a large body is a denial-of-service risk).
 */
export const ajvOptions = {
  customOptions: { verbose: true },
  plugins: [erroKeyword],
};

function erroKeyword(ajv: Parameters<Plugin<unknown>>[0]) {
  return ajv.addKeyword({ keyword: 'erro', schemaType: ['string', 'object'] });
}

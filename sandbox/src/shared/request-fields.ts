import Type, { type TProperties, type TSchema, type TString } from 'typebox';
import { LINK_TOKEN_PATTERN } from './link-token';

/**
 * The field shapes route schemas are built from, each with the Portuguese message of its
 * failure (shared/request-schema.ts). Coercion is Fastify's: a number sent for a text field
 * becomes its digits and digits sent for an integer become the number, as the forms send
 * either. A field's rules that need data stay in its domain.
 */

/** A JSON object body; anything else is refused with `message`. */
export function body<Properties extends TProperties>(
  properties: Properties,
  message = 'Dados da requisição inválidos.',
) {
  return Type.Object(properties, { erro: { type: message } });
}

interface TextOptions {
  /** The message when the field is absent (a required field). */
  missing?: string;
  /** The message of a value that is not text (default '<label> inválido.'). */
  invalid?: string;
  min?: number;
}

/** A text field of at most `max` characters, named `label` in its messages. */
export function text(label: string, max: number, options: TextOptions = {}) {
  const invalid = options.invalid ?? `${label} inválido.`;
  return Type.String({
    maxLength: max,
    ...(options.min !== undefined && { minLength: options.min }),
    erro: {
      required: options.missing ?? invalid,
      maxLength: `${label} deve ter no máximo ${max} caracteres.`,
      invalido: invalid,
    },
  });
}

/** A field whose every failure (absent, wrong type, too long) has one message. */
export function textWith(message: string, max: number) {
  return Type.String({ maxLength: max, erro: message });
}

/** A positive integer id (a number or its digits); every failure has one message. */
export function id(message: string, minimum = 1) {
  return Type.Integer({ minimum, maximum: 999_999_999, erro: message });
}

/** An integer within limits; every failure has one message. */
export function integer(message: string, minimum: number, maximum: number) {
  return Type.Integer({ minimum, maximum, erro: message });
}

/** true or false; every failure has one message. */
export function flag(message: string) {
  return Type.Boolean({ erro: message });
}

/** A list of at most `max` items; every failure of the list itself has one message. */
export function list<Item extends TSchema>(item: Item, max: number, message: string) {
  return Type.Array(item, { maxItems: max, erro: message });
}

export const optional = Type.Optional;

/** An e-mailed link's token (shared/link-token.ts); anything not shaped like one is no link. */
export function linkToken(message: string) {
  return Type.String({ pattern: LINK_TOKEN_PATTERN.source, erro: message });
}

/** A body that carries only a link's token: every failure is the link's `message`. */
export function linkTokenBody(message: string) {
  return body({ token: linkToken(message) }, message);
}

/** An id or null (a union Ajv checks as one type, so the message stays the field's). */
export function idOrNull(message: string) {
  return Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum: 1, erro: message });
}

const DIGITS = '^\\s*\\d{1,9}\\s*$';

/**
 * An id or a count a form may send as its select's text ('52') or as a number: `Number()` (or
 * integerOf) of it is the value, whose range its rule checks. Every failure has one message.
 */
export function idOrDigits(message: string) {
  return Type.Unsafe<number | string>({
    type: ['integer', 'string'],
    pattern: DIGITS,
    erro: message,
  });
}

/** The same, where null (like absent) means none. */
export function idOrDigitsOrNull(message: string) {
  return Type.Unsafe<number | string | null>({
    type: ['integer', 'string', 'null'],
    pattern: DIGITS,
    erro: message,
  });
}

/** A text field where null, like absent, means none (the forms send either). */
export function orNull(schema: TString) {
  return Type.Unsafe<string | null>({ ...schema, type: ['string', 'null'] });
}

import type { Static, TSchema } from 'typebox';

/**
 * Route input is described by JSON schemas written with TypeBox, and each schema is checked
 * against the wire type the client sends (src/api/contract): `schemaOf<LoginRequest>()(...)`
 * fails to compile when a request the contract allows would not pass the schema. The schema
 * checks the shape (types, presence, lengths); the domains keep the rules that need data
 * (a CPF's digits, a date's order, a hotel that exists).
 *
 * A field's Portuguese message rides on the schema as `erro`: one text for every failure, or
 * one per keyword (`{ required: 'Informe o CPF.', invalido: 'CPF inválido.' }`, where
 * `invalido` covers the keywords not named). In a list's items, '{n}' is the item's number
 * ('Hóspede {n}: informe o nome.'). http/validation-message.ts reads it.
 */
export function schemaOf<Wire>() {
  return <Schema extends TSchema>(
    schema: Schema & (Wire extends Static<Schema> ? unknown : never),
  ): Schema => schema;
}

/** The messages a schema may carry (see above). */
export type ErroOption = string | { readonly [keyword: string]: string | undefined };

import type { FastifySchemaValidationError } from 'fastify';

/** Turns the first Ajv error into 'Dados inválidos: <campo> <problema>.' in Portuguese. */
export function validationMessage(
  errors: readonly FastifySchemaValidationError[],
  context: string | undefined,
): string {
  const first = errors[0];
  if (!first) return 'Dados inválidos.';
  const params = first.params as Record<string, unknown>;
  const path = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const field = path || FALLBACK_FIELD[context ?? ''] || 'requisição';
  switch (first.keyword) {
    case 'required':
      return `Dados inválidos: ${path ? `${path}.` : ''}${String(params.missingProperty)} é obrigatório.`;
    case 'type':
      return `Dados inválidos: ${field} deve ser ${TYPE_NAMES[String(params.type)] ?? String(params.type)}.`;
    case 'minLength':
      return Number(params.limit) === 1
        ? `Dados inválidos: ${field} não pode ser vazio.`
        : `Dados inválidos: ${field} deve ter pelo menos ${String(params.limit)} caracteres.`;
    case 'maxLength':
      return `Dados inválidos: ${field} deve ter no máximo ${String(params.limit)} caracteres.`;
    case 'pattern':
    case 'format':
      return `Dados inválidos: ${field} está em formato inválido.`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `Dados inválidos: ${field} deve ser maior ou igual a ${String(params.limit)}.`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `Dados inválidos: ${field} deve ser menor ou igual a ${String(params.limit)}.`;
    case 'enum':
      return `Dados inválidos: ${field} tem um valor não permitido.`;
    case 'minItems':
      return `Dados inválidos: ${field} deve ter pelo menos ${String(params.limit)} itens.`;
    case 'maxItems':
      return `Dados inválidos: ${field} deve ter no máximo ${String(params.limit)} itens.`;
    case 'additionalProperties':
      return `Dados inválidos: ${field} tem o campo não permitido ${String(params.additionalProperty)}.`;
    default:
      return `Dados inválidos: ${field} é inválido.`;
  }
}

const FALLBACK_FIELD: Record<string, string> = {
  body: 'corpo da requisição',
  querystring: 'parâmetros da consulta',
  params: 'parâmetros da rota',
  headers: 'cabeçalhos',
};

const TYPE_NAMES: Record<string, string> = {
  string: 'um texto',
  integer: 'um número inteiro',
  number: 'um número',
  boolean: 'verdadeiro ou falso',
  object: 'um objeto',
  array: 'uma lista',
  null: 'nulo',
};

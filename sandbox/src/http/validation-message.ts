import type { FastifySchemaValidationError } from 'fastify';
import type { ErroOption } from '../shared/request-schema';

/**
 * The first Ajv error in Portuguese: the field's own `erro` message when its schema carries one
 * (shared/request-schema.ts), else 'Dados inválidos: <campo> <problema>.'.
 */
export function validationMessage(
  errors: readonly FastifySchemaValidationError[],
  context: string | undefined,
): string {
  const first = errors[0];
  if (!first) return 'Dados inválidos.';
  const own = ownMessage(first);
  return own === undefined ? genericMessage(first, context) : withItemNumber(own, first);
}

/** '{n}' in a message is the item's number in its (outermost) list, from 1: 'Hóspede {n}: …'. */
function withItemNumber(message: string, error: FastifySchemaValidationError): string {
  if (!message.includes('{n}')) return message;
  const index = error.instancePath.split('/').find((part) => /^\d+$/.test(part));
  return message.replaceAll('{n}', String(Number(index ?? 0) + 1));
}

interface WithSchema {
  keyword: string;
  params: Record<string, unknown>;
  parentSchema?: { erro?: ErroOption; properties?: Record<string, { erro?: ErroOption }> };
}

function pick(erro: ErroOption | undefined, keyword: string): string | undefined {
  if (erro === undefined) return undefined;
  return typeof erro === 'string' ? erro : (erro[keyword] ?? erro.invalido);
}

/** A missing field's message is on the field's schema; any other failure's on the failing one. */
function ownMessage(error: FastifySchemaValidationError): string | undefined {
  const { keyword, params, parentSchema } = error as unknown as WithSchema;
  if (keyword === 'required') {
    const field = parentSchema?.properties?.[String(params.missingProperty)];
    return pick(field?.erro, 'required');
  }
  return pick(parentSchema?.erro, keyword);
}

function genericMessage(first: FastifySchemaValidationError, context: string | undefined): string {
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

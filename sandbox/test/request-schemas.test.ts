import Type from 'typebox';
import { afterAll, describe, expect, it } from 'vitest';
import { schemaOf } from '../src/shared/request-schema';
import { startSandbox } from './helpers';

const sandbox = startSandbox();
afterAll(() => sandbox.close());

const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  sandbox.app.inject({
    method: 'POST',
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** A pre-check-in link of the right shape (whether it opens anything is checked later). */
const LINK = { numero_reserva: 'AUR-2026-000106', token: 'x'.repeat(43) };
const adult = { tipo: 'adulto', nome: 'Ana', sobrenome: 'Souza', principal: true };

describe('request schemas (shared/request-schema.ts)', () => {
  it('a field’s own Portuguese message, naming a list item by its number', async () => {
    const response = await post('/api/pre-check-in/enviar', {
      ...LINK,
      horario_chegada: '14:00',
      hospedes: [adult, { ...adult, tipo: 5 }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ erro: "Hóspede 2: tipo deve ser 'adulto' ou 'crianca'." });
  });

  it('a JSON body keeps its types: a number is not the text the field asks for', async () => {
    const response = await post('/api/reserva/roomlist', { rooming_list: 12345 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ erro: 'Informe o identificador da rooming list.' });
  });

  it('a path parameter is read from its digits', async () => {
    const response = await post('/services/site/hoteis/3', undefined, {
      authorization: 'Bearer sandbox-services-token',
    });
    expect(response.statusCode).toBe(200);
  });

  it('a call without a session is refused before its body is read', async () => {
    const response = await post('/api/usuario/dados/editar');
    expect(response.statusCode).toBe(401);
  });

  it('the ticket categories without a body are the flat prices (product-rules §7’s call)', async () => {
    const response = await post('/tickets/pos/categorias', undefined, {
      authorization: 'Bearer sandbox-tickets-token',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ dia: null });
  });

  it('a schema that would refuse a request the contract allows does not compile', () => {
    // @ts-expect-error: the contract sends `a` as text; the schema asks for an integer.
    schemaOf<{ a: string }>()(Type.Object({ a: Type.Integer() }));
    // The contract's optional field may be left out of the schema's required ones.
    schemaOf<{ a: string; b?: number }>()(Type.Object({ a: Type.String() }));
  });
});

import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PagamentoRequest } from '../../src/api/contract/payments';
import { api, confirmBody, guests, hold, openStay } from './booking-helpers';
import { login, MARIA, startSandbox, type TestSandbox } from './helpers';
import { cardPaymentRequest } from './payment-helpers';

/**
 * Timeouts and dropped connections on a real loopback socket, and what they prove: a
 * confirmation or a payment whose answer was lost AFTER the work was committed can be sent
 * again and answers the same, creating no second reservation and no second charge.
 */

let sandbox: TestSandbox;
let base: string;
let maria: string;
let offset = 40;

beforeAll(async () => {
  sandbox = startSandbox({ SANDBOX_TEST_ENDPOINTS: '1' });
  await sandbox.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(sandbox.app.server.address() as AddressInfo).port}`;
  maria = await login(sandbox.app, MARIA);
});
afterAll(() => sandbox.close());
afterEach(() => sandbox.app.inject({ method: 'DELETE', url: '/__test/faults' }));

async function addFault(rule: Record<string, unknown>) {
  const response = await sandbox.app.inject({
    method: 'POST',
    url: '/__test/faults',
    payload: rule,
  });
  expect(response.statusCode).toBe(201);
}

const hitsOf = async () =>
  (
    (await sandbox.app.inject({ url: '/__test/faults' })).json() as { faults: { hits: number }[] }
  ).faults.map((f) => f.hits);

interface Answer {
  status: number;
  body: unknown;
}

/**
 * One request on its own connection (no keep-alive pool to blur what the server did), as the
 * site sends it. `giveUpAfterMs` is the client's timeout: it then closes the connection.
 */
function send(
  url: string,
  {
    method = 'POST',
    body,
    headers = {},
    giveUpAfterMs,
  }: { method?: string; body?: unknown; headers?: Record<string, string>; giveUpAfterMs?: number },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      { method, agent: false, headers: { 'content-type': 'application/json', ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : null });
        });
      },
    );
    if (giveUpAfterMs !== undefined) {
      request.setTimeout(giveUpAfterMs, () => request.destroy(new Error('o cliente desistiu')));
    }
    request.on('error', reject);
    request.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

const post = (
  path: string,
  body: unknown,
  headers: Record<string, string>,
  giveUpAfterMs?: number,
) => send(`${base}${path}`, { body, headers, giveUpAfterMs });

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const count = (sql: string, ...params: unknown[]) =>
  (sandbox.db.prepare(sql).get(...params) as { n: number }).n;

/** One room of Maria at Thermas Aurora, held; returns what /reserva needs. */
async function heldRoom() {
  const held = await hold(sandbox.app, { hotel: 1, uh: 101, ...openStay((offset += 3)) }, maria);
  return { held, confirmation: confirmBody(held, guests(2)) };
}

describe('drop', () => {
  it('before the handler: the connection dies and nothing is done', async () => {
    const { held, confirmation } = await heldRoom();
    await addFault({ method: 'POST', path: '/api/reserva', kind: 'drop', times: 1 });
    await expect(post('/api/reserva', confirmation, bearer(maria))).rejects.toThrow(
      'socket hang up',
    );
    const confirmed =
      'SELECT COUNT(*) AS n FROM reservation_confirmations WHERE reservation_id = ?';
    expect(count(confirmed, held.id_reservas_front)).toBe(0);
    expect(await hitsOf()).toEqual([1]);
  });

  it('after a committed confirmation: sent again, it answers the same and books nothing more', async () => {
    const { held, confirmation } = await heldRoom();
    const reservations = 'SELECT COUNT(*) AS n FROM reservations WHERE identificador = ?';
    const confirmed =
      'SELECT COUNT(*) AS n FROM reservation_confirmations WHERE reservation_id = ?';
    await addFault({
      method: 'POST',
      path: '/api/reserva',
      kind: 'drop',
      phase: 'after',
      times: 1,
    });

    await expect(post('/api/reserva', confirmation, bearer(maria))).rejects.toThrow(
      'socket hang up',
    );
    // The answer was lost, the confirmation was not.
    expect(count(confirmed, held.id_reservas_front)).toBe(1);

    const retry = await post('/api/reserva', confirmation, bearer(maria));
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual({
      numero_reserva: held.numero_reserva,
      id_reservas_front: held.id_reservas_front,
      reserva_id: held.id_reservas_front,
    });
    expect(count(confirmed, held.id_reservas_front)).toBe(1);
    expect(count(reservations, held.identificador)).toBe(1);
  });
});

describe('timeout', () => {
  it('before the handler: no answer until the client gives up; the handler never ran', async () => {
    const { held, confirmation } = await heldRoom();
    await addFault({ method: 'POST', path: '/api/reserva', kind: 'timeout', times: 1 });
    await expect(post('/api/reserva', confirmation, bearer(maria), 300)).rejects.toThrow(
      'o cliente desistiu',
    );
    const confirmed =
      'SELECT COUNT(*) AS n FROM reservation_confirmations WHERE reservation_id = ?';
    expect(count(confirmed, held.id_reservas_front)).toBe(0);
    // The next request is served normally.
    expect((await post('/api/reserva', confirmation, bearer(maria))).status).toBe(200);
  });

  it('after an approved card payment: paid again, the same result and one charge', async () => {
    const { held, confirmation } = await heldRoom();
    expect((await api(sandbox.app, '/api/reserva', confirmation, maria)).status).toBe(200);
    const payment = await cardPayment(held.identificador, held.id_reservas_front);
    const PAY = { authorization: 'Bearer sandbox-payments-token' };
    await addFault({
      method: 'POST',
      path: '/payments/pagar/*',
      kind: 'timeout',
      phase: 'after',
      times: 1,
    });

    await expect(post('/payments/pagar/1', payment, PAY, 500)).rejects.toThrow(
      'o cliente desistiu',
    );
    const charges = 'SELECT COUNT(*) AS n FROM payment_transactions WHERE referencia = ?';
    expect(count(charges, held.identificador)).toBe(1);

    const retry = await post('/payments/pagar/1', payment, PAY);
    expect(retry.status).toBe(200);
    const result = retry.body as { status: string; token: string };
    expect(result.status).toBe('aprovado');
    const stored = sandbox.db
      .prepare('SELECT token, status FROM payment_transactions WHERE referencia = ?')
      .all(held.identificador);
    expect(stored).toEqual([{ token: result.token, status: 'aprovado' }]);
    const status = 'SELECT status_id AS n FROM reservations WHERE id_reservas_front = ?';
    expect(count(status, held.id_reservas_front)).toBe(2);
  });

  it('does not hold up closing the server', async () => {
    const other = startSandbox({
      SANDBOX_FAULTS: '{"path": "/health", "kind": "timeout"}',
      SANDBOX_TEST_ENDPOINTS: '1',
    });
    await other.app.listen({ host: '127.0.0.1', port: 0 });
    const port = (other.app.server.address() as AddressInfo).port;
    const pending = send(`http://127.0.0.1:${port}/health`, { method: 'GET' });
    // Wait until the request is stalled by the rule.
    const hits = async () =>
      ((await other.app.inject({ url: '/__test/faults' })).json() as { faults: { hits: number }[] })
        .faults[0]?.hits;
    await expect.poll(hits).toBe(1);
    await other.close();
    await expect(pending).rejects.toThrow('socket hang up');
  });
});

/** An approved test card for the group's total, encrypted as the site's adapter does. */
async function cardPayment(referencia: string, reservationId: number): Promise<PagamentoRequest> {
  const total = count(
    'SELECT valor_total_centavos AS n FROM reservations WHERE id_reservas_front = ?',
    reservationId,
  );
  const key = await api(sandbox.app, '/payments/public_key/1', {}, 'sandbox-payments-token');
  return cardPaymentRequest(
    key.body.mensagem as string,
    referencia,
    total,
    {},
    { transacao_parcelas: 1, descricao_item: 'Hospedagem Grupo Thermas Aurora' },
  );
}

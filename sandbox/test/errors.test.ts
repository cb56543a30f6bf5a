import { afterAll, describe, expect, it } from 'vitest';
import { startSandbox } from './helpers';

const sandbox = startSandbox();
afterAll(() => sandbox.close());

describe('every error is the API’s own { erro } in Portuguese', () => {
  it.each([
    '/api/reserva/roomlist/%E0%A4%A/calendario.ics',
    '/services/fotos/%E0%A4%A',
    '/services/relatorios/%E0%A4%A',
    '/admin/uploads/%E0%A4%A',
    '/payments/boleto/%E0%A4%A',
    '/tickets/%E0%A4%A',
  ])('a path whose %%-encoding cannot be decoded: %s', async (url) => {
    const response = await sandbox.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      erro: 'Endereço inválido: a URL tem caracteres mal codificados.',
    });
  });

  it('an unknown route', async () => {
    const response = await sandbox.app.inject({ method: 'GET', url: '/api/nao-existe' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ erro: 'Rota não encontrada.' });
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import type {
  GetHotelResponse,
  GetPageResponse,
  GetParkResponse,
  ListHotelsResponse,
  ListLegalInfoResponse,
  ListSalaryReportsResponse,
} from '../../src/api/contract/services';
import { SERVICES, startSandbox } from './helpers';

const sandbox = startSandbox();
afterAll(() => sandbox.close());

const post = (url: string, headers: Record<string, string> = SERVICES) =>
  sandbox.app.inject({ method: 'POST', url, headers });

describe('services API', () => {
  it('requires the services token', async () => {
    const response = await post('/services/site/hoteis/', {
      authorization: 'Bearer sandbox-admin-token',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ erro: 'Token de acesso inválido.' });
  });

  it('lists all 15 venues, tipo 2 included', async () => {
    const hotels = (await post('/services/site/hoteis/')).json() as ListHotelsResponse;
    expect(hotels).toHaveLength(15);
    expect(hotels.find((h) => h.id === 9)).toMatchObject({ tipo: 2, nome: 'Aurora Acqua Park' });
    expect(hotels[0]).not.toHaveProperty('descricao');
  });

  it('returns a hotel, 404 for an unknown id and 400 for a non-numeric id', async () => {
    const hotel = (await post('/services/site/hoteis/4')).json() as GetHotelResponse;
    expect(hotel).toMatchObject({ id: 4, url_amigavel: 'villas-aurora', url_360: null });
    const missing = await post('/services/site/hoteis/2');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ erro: 'Hotel não encontrado.' });
    const invalid = await post('/services/site/hoteis/abc');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ erro: 'Dados inválidos: id deve ser um número inteiro.' });
  });

  it('returns the park and the pages', async () => {
    const park = (await post('/services/site/parques/1')).json() as GetParkResponse;
    expect(park).toMatchObject({ id: 1, url_amigavel: 'aurora-acqua-park' });
    expect(park.atracoes.length).toBeGreaterThan(3);
    expect((await post('/services/site/parques/2')).statusCode).toBe(404);
    const terms = (await post('/services/site/pagina/7')).json() as GetPageResponse;
    expect(terms.slug).toBe('termos-de-uso');
    expect(terms.conteudo).toContain('termos-de-uso');
    const vip = (await post('/services/site/pagina/8')).json() as GetPageResponse;
    expect(vip.slug).toBe('aurora-vip-club-teste');
    const xss = (await post('/services/site/pagina/10')).json() as GetPageResponse;
    expect(xss.conteudo).toContain('<script>');
    expect(xss.conteudo).toContain('onerror=');
    expect(xss.conteudo).toContain('javascript:');
    const missing = await post('/services/site/pagina/99');
    expect(missing.json()).toEqual({ erro: 'Página não encontrada.' });
    expect((await post('/services/site/pagina/0')).statusCode).toBe(400);
  });

  it('lists legal info and salary reports whose PDFs are served', async () => {
    const legal = (await post('/services/site/informacoes-legais')).json() as ListLegalInfoResponse;
    expect(legal).toHaveLength(13);
    const reports = (
      await post('/services/site/relatorios-transparencia')
    ).json() as ListSalaryReportsResponse;
    expect(reports).toHaveLength(5);
    for (const report of reports) {
      const pdf = await sandbox.app.inject({ url: report.url });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const text = pdf.rawPayload.toString('latin1');
      expect(text.startsWith('%PDF-1.4')).toBe(true);
      expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
      // The xref offset must point at the xref table, or readers complain.
      const xref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
      expect(text.slice(xref, xref + 4)).toBe('xref');
    }
  });

  it('answers unknown routes with 404 erro', async () => {
    const response = await post('/services/site/nada');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ erro: 'Rota não encontrada.' });
  });
});

describe('public pages', () => {
  it('serves health and the external stand-in pages', async () => {
    expect((await sandbox.app.inject({ url: '/health' })).json()).toEqual({ ok: true });
    for (const [path, title] of [
      ['/externo/portal-parceiros', 'Portal de Parceiros'],
      ['/externo/ingressos', 'Ingressos'],
      ['/externo/vip-club', 'VIP Club'],
    ] as const) {
      const response = await sandbox.app.inject({ url: path });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain(title);
    }
  });
});

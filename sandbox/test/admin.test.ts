import { afterAll, describe, expect, it } from 'vitest';
import type {
  GetAllHoteisCompletosResponse,
  GetHotelCompletoResponse,
  GetValidBannerGroupResponse,
  GetValidPromoGroupResponse,
  GetValidThemeGroupResponse,
} from '../../src/api/contract/admin';
import { ADMIN, startSandbox } from './helpers';

const sandbox = startSandbox();
afterAll(() => sandbox.close());

const get = (url: string, headers: Record<string, string> = ADMIN) =>
  sandbox.app.inject({ url, headers });

describe('admin API', () => {
  it('refuses a missing or wrong fixed token', async () => {
    const cases: Record<string, string>[] = [
      {},
      { authorization: 'Bearer errado' },
      { authorization: 'sandbox-admin-token' },
    ];
    for (const headers of cases) {
      const response = await get('/admin/banner_group/getValidBannerGroup', headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ erro: 'Token de acesso inválido.' });
    }
  });

  it('returns the banner group: 4 desktop and 4 mobile banners', async () => {
    const response = await get('/admin/banner_group/getValidBannerGroup');
    expect(response.statusCode).toBe(200);
    const body = response.json() as GetValidBannerGroupResponse;
    expect(body.tipo).toBe('sucesso');
    expect(body.resposta.banners.filter((b) => b.mobile)).toHaveLength(4);
    expect(body.resposta.banners.filter((b) => !b.mobile)).toHaveLength(4);
    const image = await get(`/admin/uploads/${body.resposta.banners[0]?.nome_imagem}`, {});
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
  });

  it('returns the promotions and the theme in the envelope', async () => {
    const promos = (
      await get('/admin/promocao_group/getValidPromoGroup')
    ).json() as GetValidPromoGroupResponse;
    expect(promos.tipo).toBe('sucesso');
    expect(promos.resposta.promocoes.length).toBeGreaterThanOrEqual(4);
    expect(promos.resposta.promocoes[0]).toMatchObject({
      link: '/hotel/thermas-aurora',
      valor_a_partir: 1290,
    });
    const theme = (
      await get('/admin/theme_group/getValidThemeGroup')
    ).json() as GetValidThemeGroupResponse;
    expect(theme.resposta.cores.primary).toMatch(/^#[0-9A-F]{6}$/i);
  });

  it('finds a hotel by friendly slug, with a map link and units', async () => {
    const response = await get(
      '/admin/hoteis/getHotelCompletoByEndPoint?url_amigavel=thermas-aurora',
    );
    const body = response.json() as GetHotelCompletoResponse;
    expect(body.tipo).toBe('sucesso');
    expect(body.resposta).toMatchObject({ id: 1, nome: 'Thermas Aurora', tipo: 1 });
    expect(body.resposta.url_mapa).toBe(
      'https://www.google.com/maps/search/?api=1&query=-17.7412,-48.6231',
    );
    expect(body.resposta.descricao).toContain('<h3>');
    expect(body.resposta.apt.length).toBeGreaterThanOrEqual(2);
  });

  it('answers 404 for an unknown slug and 400 without the query', async () => {
    const missing = await get('/admin/hoteis/getHotelCompletoByEndPoint?url_amigavel=nao-existe');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ erro: 'Hotel não encontrado.' });
    const invalid = await get('/admin/hoteis/getHotelCompletoByEndPoint');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ erro: 'Dados inválidos: url_amigavel é obrigatório.' });
  });

  it('lists all 15 venues with full details', async () => {
    const body = (
      await get('/admin/hoteis/getAllHoteisCompletos')
    ).json() as GetAllHoteisCompletosResponse;
    expect(body.resposta).toHaveLength(15);
    expect(body.resposta.every((h) => h.fotos.length >= 5)).toBe(true);
  });

  it('answers 404 for an unknown image and 400 for a bad file name', async () => {
    expect((await get('/admin/uploads/nao-existe.svg', {})).statusCode).toBe(404);
    const bad = await get('/admin/uploads/..%2Fsegredo', {});
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { erro: string }).erro).toMatch(/^Dados inválidos: file/);
  });
});

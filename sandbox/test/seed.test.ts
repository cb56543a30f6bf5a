import { afterAll, describe, expect, it } from 'vitest';
import type { ThemeColors } from '../../src/api/contract/admin';
import { isValidCnpj, isValidCpf } from '../src/shared/documents';
import { THEME } from '../src/seed/content-groups';
import { startSandbox } from './helpers';

const sandbox = startSandbox();
afterAll(() => sandbox.close());

const count = (sql: string): number => (sandbox.db.prepare(sql).get() as { n: number }).n;

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('seed', () => {
  it('has 14 hotels of tipo 1 and one venue of tipo 2 with the expected slugs', () => {
    const rows = sandbox.db
      .prepare('SELECT id, tipo, url_amigavel FROM hotels ORDER BY id')
      .all() as {
      id: number;
      tipo: number;
      url_amigavel: string;
    }[];
    expect(rows.filter((r) => r.tipo === 1).map((r) => r.id)).toEqual([
      1, 3, 4, 5, 6, 7, 11, 12, 13, 14, 15, 16, 18, 19,
    ]);
    expect(rows.filter((r) => r.tipo === 2)).toEqual([
      { id: 9, tipo: 2, url_amigavel: 'aurora-acqua-park' },
    ]);
    expect(rows.map((r) => r.url_amigavel)).toContain('lacqua-aurora-v');
  });

  it('gives every hotel 2-4 units, 5-8 photos and 6-10 amenities', () => {
    const hotels = sandbox.db
      .prepare('SELECT id, fotos, comodidades FROM hotels WHERE tipo = 1')
      .all() as {
      id: number;
      fotos: string;
      comodidades: string;
    }[];
    for (const hotel of hotels) {
      const units = count(`SELECT COUNT(*) AS n FROM room_types WHERE hotel_id = ${hotel.id}`);
      expect(units).toBeGreaterThanOrEqual(2);
      expect(units).toBeLessThanOrEqual(4);
      expect((JSON.parse(hotel.fotos) as unknown[]).length).toBeGreaterThanOrEqual(5);
      expect((JSON.parse(hotel.fotos) as unknown[]).length).toBeLessThanOrEqual(8);
      expect((JSON.parse(hotel.comodidades) as unknown[]).length).toBeGreaterThanOrEqual(6);
      expect((JSON.parse(hotel.comodidades) as unknown[]).length).toBeLessThanOrEqual(10);
    }
  });

  it('has 13 legal infos whose CNPJs have valid check digits', () => {
    const rows = sandbox.db.prepare('SELECT cnpj FROM legal_info').all() as { cnpj: string }[];
    expect(rows).toHaveLength(13);
    for (const { cnpj } of rows) {
      expect(cnpj).toMatch(/^\d{2}\.\d{3}\.\d{3}\/0001-\d{2}$/);
      expect(isValidCnpj(cnpj)).toBe(true);
    }
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11.222.333/0001-82')).toBe(false);
  });

  it('has the four demo users with valid CPFs, hashed passwords, three contracts for João and one for Ana', () => {
    const users = sandbox.db
      // The seeded reviews' guests (seed/reviews.ts) booked without an account: not demo users.
      .prepare(
        "SELECT id, cpf, usuario_tipo_id, password_hash FROM users WHERE cpf NOT LIKE 'AVALIACAO-%' ORDER BY id",
      )
      .all() as {
      id: number;
      cpf: string;
      usuario_tipo_id: number;
      password_hash: string;
    }[];
    expect(users.map((u) => [u.cpf, u.usuario_tipo_id])).toEqual([
      ['52998224725', 6],
      ['11144477735', 14],
      ['12345678909', 3],
      ['48291630542', 14],
    ]);
    for (const user of users) {
      expect(isValidCpf(user.cpf)).toBe(true);
      expect(user.password_hash).toMatch(/^scrypt\$/);
      expect(user.password_hash).not.toContain('Aurora@2026');
    }
    expect(count('SELECT COUNT(*) AS n FROM contracts WHERE user_id = 2')).toBe(3);
    expect(count('SELECT COUNT(*) AS n FROM contracts WHERE user_id = 4')).toBe(1);
  });

  it('has pages 1-12 (12: the club rules), the park, five salary reports and a WCAG AA theme', () => {
    expect(count('SELECT COUNT(*) AS n FROM pages')).toBe(12);
    expect(count('SELECT COUNT(*) AS n FROM parks')).toBe(1);
    expect(count('SELECT COUNT(*) AS n FROM salary_reports')).toBe(5);
    const theme: ThemeColors = THEME;
    expect(contrast(theme.white, theme.primary)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(theme.white, theme.button)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(theme.white, theme.buttonHover)).toBeGreaterThanOrEqual(4.5);
  });

  it('serves the images the seed references without a token: logos as small SVGs, scenes as photographs', async () => {
    const images = sandbox.db
      .prepare('SELECT pasta, arquivo, tipo, largura, altura FROM images')
      .all() as { pasta: string; arquivo: string; tipo: string; largura: number; altura: number }[];
    expect(images.length).toBeGreaterThan(100);
    const url = (image: { pasta: string; arquivo: string }, file = image.arquivo) =>
      `${image.pasta === 'uploads' ? '/admin/uploads' : '/services/fotos'}/${file}`;
    // Each kind of picture once per size (a photograph takes up to half a second to make; the
    // drawing under it is the same code for every scene of a size).
    const sampled = new Set<string>();
    for (const image of images) {
      expect(image.arquivo).toMatch(image.tipo === 'logo' ? /\.svg$/ : /\.jpg$/);
      const kind = `${image.pasta}|${image.tipo}|${image.largura}x${image.altura}`;
      if (image.tipo === 'cena' && sampled.has(kind)) continue;
      sampled.add(kind);
      if (image.tipo === 'logo') {
        const response = await sandbox.app.inject({ url: url(image) });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
        expect(response.body.startsWith('<svg')).toBe(true);
        expect(Buffer.byteLength(response.body)).toBeLessThan(3072);
        continue;
      }
      const response = await sandbox.app.inject({
        url: url(image, image.arquivo.replace(/\.jpg$/, '-480w.jpg')),
        headers: { accept: 'image/jpeg' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect(response.headers['cache-control']).toContain('max-age=31536000');
    }
    expect(sampled.size).toBeGreaterThanOrEqual(6);
  });
});

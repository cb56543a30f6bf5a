import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { startSandbox } from './helpers';

const sandbox = startSandbox();
afterAll(() => sandbox.close());

const get = (url: string, accept = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8') =>
  sandbox.app.inject({ url, headers: { accept } });

describe('photographs (issue 27: pictures of a real weight)', () => {
  it('serves a banner in the best encoding the browser takes, varying by Accept', async () => {
    const cases = [
      ['image/avif,image/webp,*/*', 'image/avif', 'heif'],
      ['image/webp,*/*', 'image/webp', 'webp'],
      ['image/*', 'image/jpeg', 'jpeg'],
    ] as const;
    for (const [accept, type, format] of cases) {
      const response = await get('/admin/uploads/banner-1-desktop-800w.jpg', accept);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(type);
      expect(response.headers.vary).toBe('Accept');
      expect((await sharp(response.rawPayload).metadata()).format).toBe(format);
    }
  });

  it('makes each width of the srcset in the picture’s proportions, and refuses any other', async () => {
    const phone = await get('/admin/uploads/banner-1-mobile-480w.jpg', 'image/jpeg');
    expect(await sharp(phone.rawPayload).metadata()).toMatchObject({ width: 480, height: 540 });
    const seeded = await get('/admin/uploads/banner-1-desktop.jpg', 'image/jpeg');
    expect(await sharp(seeded.rawPayload).metadata()).toMatchObject({ width: 1600, height: 600 });
    const odd = await get('/admin/uploads/banner-1-desktop-640w.jpg');
    expect(odd.statusCode).toBe(404);
    expect(odd.json()).toEqual({ erro: 'Largura indisponível (use 480, 800, 1200, 1920).' });
    expect((await get('/admin/uploads/nao-existe-800w.jpg')).statusCode).toBe(404);
  });

  it('weighs what a real photograph does at desktop size (100-300 KB), the same bytes each time', async () => {
    const first = await get('/admin/uploads/banner-2-desktop-1920w.jpg', 'image/jpeg');
    const kib = first.rawPayload.length / 1024;
    expect(kib).toBeGreaterThan(100);
    expect(kib).toBeLessThan(300);
    const again = await get('/admin/uploads/banner-2-desktop-1920w.jpg', 'image/jpeg');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('keeps logos as drawings', async () => {
    const logo = await get('/admin/uploads/hotel-thermas-aurora-logo.svg');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toContain('image/svg+xml');
  });
});

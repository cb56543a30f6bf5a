import { describe, expect, it } from 'vitest';
import { photoProps, photoSrcSet } from './photo-sources';

describe('photoSrcSet', () => {
  it('offers a photograph in each width the image host makes', () => {
    expect(photoSrcSet('/admin/uploads/banner-1-mobile.jpg')).toBe(
      '/admin/uploads/banner-1-mobile-480w.jpg 480w, /admin/uploads/banner-1-mobile-800w.jpg 800w, ' +
        '/admin/uploads/banner-1-mobile-1200w.jpg 1200w, /admin/uploads/banner-1-mobile-1920w.jpg 1920w',
    );
  });

  it('leaves a drawing or any other file as it is', () => {
    expect(photoSrcSet('/admin/uploads/hotel-aurora-logo.svg')).toBeUndefined();
    expect(photoSrcSet('https://cdn.example/foto.png')).toBeUndefined();
    expect(photoProps('/x/logo.svg', '100vw')).toEqual({ src: '/x/logo.svg' });
  });

  it('gives an <img> the sizes with the srcset', () => {
    expect(photoProps('/f/a.jpg', '120px')).toMatchObject({ src: '/f/a.jpg', sizes: '120px' });
  });
});

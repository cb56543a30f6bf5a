import { fireEvent, screen, within } from '@testing-library/react';
import type { Banner } from '@/api/contract/admin';
import { env } from '@/config/env';
import { renderWithProviders } from '@/testing/render';
import { Header } from './header';

function banner(id: number, mobile: boolean, link: string | null = null): Banner {
  return { id, nome_imagem: `banner-${id}.jpg`, mobile, titulo: `Banner ${id}`, link };
}

function setViewportDesktop(desktop: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: desktop && query.includes('min-width: 700px'),
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

const BANNERS = [banner(1, false, '/hoteis'), banner(2, false), banner(3, true)];

/** The carousel's images once its first banner has loaded: the others wait for it. */
async function bannerImages(count: number) {
  const carousel = screen.getByRole('region', { name: 'Destaques' });
  const [first, ...rest] = within(carousel).getAllByRole('img', { hidden: true });
  expect(rest).toEqual([]);
  fireEvent.load(first!);
  await expect
    .poll(() => within(carousel).getAllByRole('img', { hidden: true }))
    .toHaveLength(count);
  return within(carousel).getAllByRole('img', { hidden: true });
}

describe('Header', () => {
  it('shows the desktop banners from 700 px: the first at high priority, the rest lazy once it has loaded', async () => {
    setViewportDesktop(true);
    renderWithProviders(<Header banners={BANNERS} image={null} />);
    const carousel = screen.getByRole('region', { name: 'Destaques' });
    const images = await bannerImages(2);
    // The first slide is a <picture>: the desktop crop from 700 px, the phone crop below, so a
    // prerendered page fetches the right one before its JavaScript knows the screen's width.
    const picture = images[0]!.closest('picture')!;
    expect(picture.querySelector('source')).toHaveAttribute('media', '(min-width: 700px)');
    // The photograph's widths (src/lib/photo-sources.ts), for the browser to choose from.
    expect(picture.querySelector('source')).toHaveAttribute(
      'srcset',
      expect.stringMatching(
        /^\/admin\/uploads\/banner-1-480w\.jpg 480w, .*banner-1-1920w\.jpg 1920w$/,
      ),
    );
    expect(picture.querySelector('source')).toHaveAttribute('sizes', '100vw');
    expect(images.map((img) => img.getAttribute('src'))).toEqual([
      '/admin/uploads/banner-3.jpg',
      '/admin/uploads/banner-2.jpg',
    ]);
    expect(images[0]).toHaveAttribute('alt', 'Banner 1');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[0]).not.toHaveAttribute('loading');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
    expect(within(carousel).getByRole('link', { name: 'Banner 1' })).toHaveAttribute(
      'href',
      '/hoteis',
    );
    expect(screen.getByRole('link', { name: 'Aurora Hotéis' })).toHaveAttribute('href', '/');
  });

  it('links a banner only to a site path or an allowed host', async () => {
    setViewportDesktop(true);
    const links = [
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'https://evil.example/promo',
      `${env.links.vipClub}?de=banner`,
      '/aurora-acqua-park',
    ];
    renderWithProviders(
      <Header banners={links.map((link, i) => banner(i + 1, false, link))} image={null} />,
    );
    // The refused banners still show, as plain images.
    await bannerImages(6);
    const carousel = screen.getByRole('region', { name: 'Destaques' });
    const linked = within(carousel).getAllByRole('link', { hidden: true });
    expect(linked.map((a) => a.getAttribute('href'))).toEqual([
      `${env.links.vipClub}?de=banner`,
      '/aurora-acqua-park',
    ]);
  });

  it('shows the mobile banners below 700 px', () => {
    setViewportDesktop(false);
    renderWithProviders(<Header banners={BANNERS} image={null} />);
    const carousel = screen.getByRole('region', { name: 'Destaques' });
    expect(within(carousel).getByRole('img', { name: 'Banner 3' })).toHaveAttribute(
      'src',
      '/admin/uploads/banner-3.jpg',
    );
    expect(within(carousel).queryByRole('img', { name: 'Banner 1', hidden: true })).toBeNull();
  });

  it('shows the logo alone without banners', () => {
    renderWithProviders(<Header banners={[]} image={null} />);
    expect(screen.queryByRole('region', { name: 'Destaques' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aurora Hotéis' })).toBeInTheDocument();
  });

  it("shows a page's image with its title as a caption, not a heading", () => {
    renderWithProviders(
      <Header
        banners={BANNERS}
        image={{ src: '/capa.jpg', alt: 'Piscinas do hotel', title: 'Thermas Aurora' }}
      />,
    );
    expect(screen.getByRole('img', { name: 'Piscinas do hotel' })).toHaveAttribute(
      'src',
      '/capa.jpg',
    );
    expect(screen.getByText('Thermas Aurora').tagName).toBe('P');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Destaques' })).not.toBeInTheDocument();
  });
});

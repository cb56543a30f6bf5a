import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { Carousel } from './carousel';

const SLIDES = ['Primeiro', 'Segundo', 'Terceiro'];

function renderCarousel() {
  return renderWithProviders(
    <Carousel items={SLIDES} label="Destaques" renderItem={(text) => <p>{text}</p>} />,
  );
}

/** The one slide not hidden from assistive technology. */
function currentSlide() {
  const region = screen.getByRole('region', { name: 'Destaques' });
  const visible = within(region).getAllByRole('group');
  expect(visible).toHaveLength(1);
  return visible[0]!;
}

describe('Carousel', () => {
  it('is a labelled carousel region showing only the first slide at start', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Destaques' });
    expect(region).toHaveAttribute('aria-roledescription', 'carrossel');
    expect(currentSlide()).toHaveTextContent('Primeiro');
  });

  describe('with fake timers', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('advances after 5000 ms, not before', () => {
      renderCarousel();
      act(() => vi.advanceTimersByTime(4999));
      expect(currentSlide()).toHaveTextContent('Primeiro');
      act(() => vi.advanceTimersByTime(1));
      expect(currentSlide()).toHaveTextContent('Segundo');
    });

    it('loops from the last slide to the first', () => {
      renderCarousel();
      act(() => vi.advanceTimersByTime(5000));
      act(() => vi.advanceTimersByTime(5000));
      expect(currentSlide()).toHaveTextContent('Terceiro');
      act(() => vi.advanceTimersByTime(5000));
      expect(currentSlide()).toHaveTextContent('Primeiro');
    });

    it('pauses while the pointer is over it', () => {
      renderCarousel();
      const region = screen.getByRole('region', { name: 'Destaques' });
      fireEvent.mouseEnter(region);
      act(() => vi.advanceTimersByTime(15000));
      expect(currentSlide()).toHaveTextContent('Primeiro');
      fireEvent.mouseLeave(region);
      act(() => vi.advanceTimersByTime(5000));
      expect(currentSlide()).toHaveTextContent('Segundo');
    });

    it('stays on its slide while scrolled out of sight, and turns again a full interval after it is back', () => {
      let report: (visible: boolean) => void = () => {};
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          constructor(callback: IntersectionObserverCallback) {
            report = (visible) =>
              callback(
                [{ isIntersecting: visible } as IntersectionObserverEntry],
                this as unknown as IntersectionObserver,
              );
          }
          observe() {}
          disconnect() {}
        },
      );
      try {
        renderCarousel();
        act(() => report(false));
        act(() => vi.advanceTimersByTime(15000));
        expect(currentSlide()).toHaveTextContent('Primeiro');
        act(() => report(true));
        act(() => vi.advanceTimersByTime(4999));
        expect(currentSlide()).toHaveTextContent('Primeiro');
        act(() => vi.advanceTimersByTime(1));
        expect(currentSlide()).toHaveTextContent('Segundo');
      } finally {
        vi.unstubAllGlobals();
      }
    });
  });

  it('moves with the previous, next and dot buttons, wrapping at both ends', async () => {
    const user = userEvent.setup();
    renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Banner anterior' }));
    expect(currentSlide()).toHaveTextContent('Terceiro');
    await user.click(screen.getByRole('button', { name: 'Próximo banner' }));
    expect(currentSlide()).toHaveTextContent('Primeiro');
    await user.click(screen.getByRole('button', { name: 'Próximo banner' }));
    expect(currentSlide()).toHaveTextContent('Segundo');
    await user.click(screen.getByRole('button', { name: 'Ir para o banner 3' }));
    expect(currentSlide()).toHaveTextContent('Terceiro');
    expect(screen.getByRole('button', { name: 'Ir para o banner 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('has no controls for a single slide', () => {
    renderWithProviders(<Carousel items={['Único']} label="Destaques" renderItem={(t) => t} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  describe('slides with images', () => {
    const PHOTOS = ['praia', 'piscina', 'toboagua'];
    function renderPhotos() {
      renderWithProviders(
        <Carousel
          items={PHOTOS}
          label="Destaques"
          renderItem={(name) => <img src={`/${name}.jpg`} alt={name} />}
        />,
      );
      const region = screen.getByRole('region', { name: 'Destaques' });
      return () =>
        within(region)
          .queryAllByRole('img', { hidden: true })
          .map((img) => img.getAttribute('alt'));
    }

    it('renders the other slides once the first slide has loaded and painted', async () => {
      const shown = renderPhotos();
      // The first slide's image is the page's largest paint: nothing competes with it.
      expect(shown()).toEqual(['praia']);
      fireEvent.load(screen.getByRole('img', { name: 'praia' }));
      await expect.poll(shown).toEqual(['praia', 'piscina', 'toboagua']);
    });

    it('renders them too when the first image fails', async () => {
      const shown = renderPhotos();
      fireEvent.error(screen.getByRole('img', { name: 'praia' }));
      await expect.poll(shown).toEqual(['praia', 'piscina', 'toboagua']);
    });

    it('renders a slide at once when it is shown before that', async () => {
      const user = userEvent.setup();
      const shown = renderPhotos();
      await user.click(screen.getByRole('button', { name: 'Ir para o banner 3' }));
      expect(shown()).toEqual(['praia', 'toboagua']);
      expect(currentSlide()).toContainElement(screen.getByRole('img', { name: 'toboagua' }));
    });
  });
});

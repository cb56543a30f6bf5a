import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useImagesPainted } from '@/lib/use-images-painted';
import { ControlButton, Controls, Dot, Dots, Root, Slide, Track } from './carousel.styles';

/** product-rules §9: the banner carousel advances every 5000 ms. */
export const CAROUSEL_INTERVAL_MS = 5000;

interface CarouselProps<T> {
  items: T[];
  intervalMs?: number;
  renderItem: (item: T, index: number) => ReactNode;
  label: string;
}

/**
 * A rotating banner carousel (WAI-ARIA APG pattern): advances every `intervalMs` and loops,
 * with previous/next, one button per slide and a pause button. Rotation also pauses while
 * the pointer is over it or focus is inside, so nothing moves under the user.
 */
export function Carousel<T>({
  items,
  intervalMs = CAROUSEL_INTERVAL_MS,
  renderItem,
  label,
}: CarouselProps<T>) {
  const count = items.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  // Out of sight (a guest scrolled down to the results), a turn would only cost the phone work.
  const root = useRef<HTMLElement>(null);
  const inView = useInView(root);
  const rotating = count > 1 && !hovered && !focused && !stopped && inView;
  // The list can shrink (another breakpoint's banners): never point past its end.
  const current = count === 0 ? 0 : index % count;
  // The first slide is the page's largest paint: the others (and their images) render once it
  // has painted, or as soon as one is shown, so they never take its bandwidth on a phone.
  const firstSlide = useRef<HTMLDivElement>(null);
  const firstPainted = useImagesPainted(firstSlide);

  // One timeout per slide: a manual move restarts the full interval.
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setIndex((current + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [rotating, current, count, intervalMs]);

  if (count === 0) return null;

  const goTo = (next: number) => setIndex((next + count) % count);

  return (
    <Root
      ref={root}
      aria-roledescription="carrossel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {/* Announced only when the user drives it; automatic turns would be noise. */}
      <Track
        aria-live={rotating ? 'off' : 'polite'}
        // None on the first slide: the prerendered page carries no style attribute (the
        // security policy allows none in markup).
        style={current === 0 ? undefined : { transform: `translateX(-${current * 100}%)` }}
      >
        {items.map((item, i) => (
          <Slide
            key={i}
            ref={i === 0 ? firstSlide : undefined}
            role="group"
            aria-roledescription="banner"
            aria-label={`${i + 1} de ${count}`}
            aria-hidden={i !== current}
            // Hidden slides must not take Tab stops either.
            inert={i !== current}
          >
            {(i === 0 || i === current || firstPainted) && renderItem(item, i)}
          </Slide>
        ))}
      </Track>
      {count > 1 && (
        <Controls>
          <ControlButton
            type="button"
            aria-label={stopped ? 'Retomar banners' : 'Pausar banners'}
            onClick={() => setStopped((value) => !value)}
          >
            <span aria-hidden="true">{stopped ? '▶' : '❚❚'}</span>
          </ControlButton>
          <ControlButton
            type="button"
            aria-label="Banner anterior"
            onClick={() => goTo(current - 1)}
          >
            <span aria-hidden="true">‹</span>
          </ControlButton>
          <Dots>
            {items.map((_, i) => (
              <Dot
                key={i}
                type="button"
                $current={i === current}
                aria-label={`Ir para o banner ${i + 1}`}
                aria-current={i === current || undefined}
                onClick={() => goTo(i)}
              />
            ))}
          </Dots>
          <ControlButton
            type="button"
            aria-label="Próximo banner"
            onClick={() => goTo(current + 1)}
          >
            <span aria-hidden="true">›</span>
          </ControlButton>
        </Controls>
      )}
    </Root>
  );
}

/** Whether any of the element is in the viewport (true where the browser cannot tell). */
function useInView(ref: RefObject<HTMLElement | null>) {
  const [inView, setInView] = useState(true);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver((entries) =>
      setInView(entries.some((entry) => entry.isIntersecting)),
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return inView;
}

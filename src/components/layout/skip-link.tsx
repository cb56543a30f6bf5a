import type { MouseEvent } from 'react';
import { classed } from '@/theme/classed';
import styles from './skip-link.module.css';

/** The id of each layout's `<main>`: the skip link's target. */
export const MAIN_CONTENT_ID = 'conteudo';

/**
 * 'Pular para o conteúdo' (WCAG 2.4.1): the first stop of Tab on every page, off screen until
 * focused. It moves the focus itself, since a bare `#conteudo` would only scroll (the main is
 * not focusable without tabindex) and would put a hash in the router's URL.
 */
export function SkipLink() {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
  };
  return (
    <Link href={`#${MAIN_CONTENT_ID}`} onClick={onClick}>
      Pular para o conteúdo
    </Link>
  );
}

const Link = classed('a', styles.Link);

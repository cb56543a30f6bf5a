import type { AnchorHTMLAttributes, Ref } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router-dom';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A page of the site (a path, or the parts of one). External addresses use a plain `<a>`. */
  to: To;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link to a page of the site, which the router opens without reloading. React Router's own
 * `Link` also carries its framework mode's prefetching, route discovery and view transitions,
 * none of which this app uses, and they were 2.1 KiB gzip of every page's first JavaScript
 * (issue 50). This is the custom link React Router documents, built on its click handler:
 * a click with a modifier key, a middle click or a `target` still opens a new tab, and a link
 * to the page already shown replaces it in the history instead of stacking it.
 */
export function Link({ to, replace, state, target, onClick, ref, ...rest }: LinkProps) {
  const href = useHref(to);
  const open = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  return (
    <a
      {...rest}
      ref={ref}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) open(event);
      }}
    />
  );
}

import { Link } from '@/components/ui/link';
import { classed } from '@/theme/classed';
import styles from './logo.module.css';
import { brand } from '@/config/brand';
import { paths } from '@/config/paths';

/** The accessible name of the logo wherever it appears. */
export const LOGO_NAME = `${brand.name} Hotéis`;

/**
 * The brand mark: a sun rising over thermal water, the brand name and 'Hotéis & Parque'.
 * Drawn in `currentColor` so it reads on any band; the sun takes the theme's secondary colour.
 */
export function Logo({ className }: { className?: string }) {
  return (
    <Svg viewBox="0 0 220 64" role="img" aria-label={LOGO_NAME} className={className}>
      <circle className={styles.sun} cx="30" cy="30" r="14" />
      <g fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round">
        <path d="M6 42c6-4 12-4 18 0s12 4 18 0 12-4 12-4" />
        <path d="M6 51c6-4 12-4 18 0s12 4 18 0 12-4 12-4" />
      </g>
      <text
        x="66"
        y="36"
        fontSize="30"
        fontWeight="700"
        fill="currentColor"
        fontFamily="Georgia, serif"
      >
        {brand.name}
      </text>
      <text x="67" y="54" fontSize="12" letterSpacing="2" fill="currentColor">
        HOTÉIS &amp; PARQUE
      </text>
    </Svg>
  );
}

/** The logo as the link home. */
export function LogoLink({ className }: { className?: string }) {
  return (
    <HomeLink to={paths.home.getHref()} className={className}>
      <Logo />
    </HomeLink>
  );
}

const Svg = classed('svg', styles.Svg);

const HomeLink = classed(Link, styles.HomeLink);

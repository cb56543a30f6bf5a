import type { ThemeColors } from '@/api/contract/admin';

/** Default colours, used until (or when) the admin theme group fails to load. */
export const defaultColors: ThemeColors = {
  primary: '#0b5c73',
  secondary: '#f3b33d',
  tertiary: '#0e7c86',
  button: '#c2410c',
  buttonHover: '#9a3412',
  grey100: '#f4f5f7',
  grey300: '#d4d8dd',
  grey600: '#5b6470',
  grey900: '#1d232b',
  white: '#ffffff',
  green: '#15803d',
  warning: '#b45309',
};

/** product-rules §9: breakpoints 700 px and 1000 px. */
export const breakpoints = { mobile: 700, desktop: 1000 } as const;

export const media = {
  /** Tablet and up. */
  tablet: `@media (min-width: ${breakpoints.mobile}px)`,
  /** Desktop and up. */
  desktop: `@media (min-width: ${breakpoints.desktop}px)`,
  /** Below the tablet breakpoint. */
  mobileOnly: `@media (max-width: ${breakpoints.mobile - 1}px)`,
  /** Below the desktop breakpoint. */
  belowDesktop: `@media (max-width: ${breakpoints.desktop - 1}px)`,
} as const;

export const space = {
  xs: '4px',
  sm: '8px',
  md: '16px',
  lg: '24px',
  xl: '40px',
  xxl: '64px',
} as const;

export const radii = { sm: '4px', md: '8px', lg: '16px', pill: '999px' } as const;

export const fonts = {
  body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  heading: "Georgia, 'Times New Roman', serif",
} as const;

export const fontSizes = {
  sm: '0.875rem',
  md: '1rem',
  lg: '1.25rem',
  xl: '1.75rem',
  xxl: '2.5rem',
} as const;

export const shadows = {
  card: '0 2px 10px rgba(0, 0, 0, 0.08)',
  overlay: '0 10px 40px rgba(0, 0, 0, 0.25)',
} as const;

/** `skipLink` tops everything: it is only on screen while it has the keyboard focus. */
export const zIndices = {
  nav: 100,
  dropdown: 200,
  banner: 300,
  modal: 400,
  toast: 500,
  skipLink: 600,
} as const;

/** Layout sizes used by fixed elements. */
export const sizes = {
  navHeight: '64px',
  contentMax: '1200px',
  headerHeightMobile: '220px',
  headerHeightDesktop: '420px',
} as const;

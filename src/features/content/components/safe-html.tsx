import { classed } from '@/theme/classed';
import styles from './safe-html.module.css';
import type { SanitizedHtml } from '../utils/safe-content';

interface SafeHtmlProps {
  /** HTML from the CMS, sanitised by the route's loader (safe-content.ts). */
  html: SanitizedHtml;
  className?: string;
}

/** The only way CMS HTML reaches the page: sanitised (the type says so), then injected. */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  return <RichText className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

const RichText = classed('div', styles.RichText);

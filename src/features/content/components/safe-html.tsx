import styled from 'styled-components';
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

const RichText = styled.div`
  line-height: 1.7;
  overflow-wrap: anywhere;

  & h2,
  & h3,
  & h4 {
    font-family: var(--font-heading);
    color: var(--color-primary);
    margin: var(--space-lg) 0 var(--space-sm);
  }
  & p,
  & ul,
  & ol {
    margin: 0 0 var(--space-md);
  }
  & img {
    height: auto;
    border-radius: var(--radius-md);
  }
  & table {
    width: 100%;
    border-collapse: collapse;
  }
  & td,
  & th {
    border: 1px solid var(--color-grey-300);
    padding: var(--space-sm);
  }
`;

import { useMemo } from 'react';
import styled from 'styled-components';
import { nestHeadings } from '../utils/nest-headings';
import { sanitizeHtml } from '../utils/sanitize-html';

interface SafeHtmlProps {
  /** HTML from the CMS; never trusted. */
  html: string;
  /** The level the text's first heading takes in the page's outline: 2 right under the h1. */
  headingLevel?: number;
  className?: string;
}

/** The only way CMS HTML reaches the page: sanitised first, then injected. */
export function SafeHtml({ html, headingLevel = 2, className }: SafeHtmlProps) {
  const clean = useMemo(() => nestHeadings(sanitizeHtml(html), headingLevel), [html, headingLevel]);
  return <RichText className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}

const RichText = styled.div`
  line-height: 1.7;
  overflow-wrap: anywhere;

  & h2,
  & h3,
  & h4 {
    font-family: ${({ theme }) => theme.fonts.heading};
    color: ${({ theme }) => theme.colors.primary};
    margin: ${({ theme }) => `${theme.space.lg} 0 ${theme.space.sm}`};
  }
  & p,
  & ul,
  & ol {
    margin: ${({ theme }) => `0 0 ${theme.space.md}`};
  }
  & img {
    height: auto;
    border-radius: ${({ theme }) => theme.radii.md};
  }
  & table {
    width: 100%;
    border-collapse: collapse;
  }
  & td,
  & th {
    border: 1px solid ${({ theme }) => theme.colors.grey300};
    padding: ${({ theme }) => theme.space.sm};
  }
`;

import type { ReactNode } from 'react';
import type { SafePage } from '../utils/safe-content';
import { Container, PageTitle } from './page-layout.styles';
import { SafeHtml } from './safe-html';

interface PageArticleProps {
  page: SafePage;
  /** Calls to action shown after the content. */
  children?: ReactNode;
}

/** A CMS page: its title as the page's h1, then its sanitised content. */
export function PageArticle({ page, children }: PageArticleProps) {
  return (
    <Container as="article">
      <PageTitle>{page.titulo}</PageTitle>
      <SafeHtml html={page.conteudo} />
      {children}
    </Container>
  );
}

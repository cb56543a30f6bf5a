import { AccessibilityStatement } from '@/features/content/components/accessibility-statement';
import { useDocumentTitle } from '@/features/content/hooks/use-document-title';

/** /acessibilidade (linked from the footer): the accessibility statement (LBI art. 63). */
export default function AccessibilityPage() {
  useDocumentTitle('Acessibilidade');
  return <AccessibilityStatement />;
}

import { useDocumentTitle } from '@/features/content/hooks/use-document-title';
import { MyTicketsPage } from '@/features/tickets/components/my-tickets/my-tickets-page';

/** /minhaConta/ingressos (logged in only; the router wraps it in RequireAuth). */
export default function AccountTicketsRoute() {
  useDocumentTitle('Meus ingressos');
  return <MyTicketsPage />;
}

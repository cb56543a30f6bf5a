import { useDocumentTitle } from '@/features/content/hooks/use-document-title';
import { TicketVoucherPage } from '@/features/tickets/components/voucher/ticket-voucher-page';

/** /minhaConta/ingressos/voucher?voucher=<id> (logged in only; the router wraps it in RequireAuth). */
export default function AccountTicketVoucherRoute() {
  useDocumentTitle('Voucher de ingressos');
  return <TicketVoucherPage />;
}

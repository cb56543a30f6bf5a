import type { PagamentoGrupo } from '@/api/contract/checkout';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { formatDeadline } from '@/lib/dates';
import { safeHref } from '@/lib/safe-external-url';
import { CopyField } from './copy-field';
import { ExternalLink, Hint, Panel } from './payment.styles';
import { QrCodeImage } from './qr-code-image';

/**
 * How to pay a PIX or boleto that is still open, as the server states it (read again, never
 * stored: product-rules §4 keeps boleto results out of storage): until when, and the code to pay with.
 */
export function PendingPaymentInstructions({ pagamento }: { pagamento: PagamentoGrupo }) {
  const until = pagamento.expira_em ? formatDeadline(pagamento.expira_em) : null;
  const link = pagamento.metodo === 'boleto' ? safeHref(pagamento.boleto_link) : null;
  return (
    <Panel aria-label="Como pagar">
      {pagamento.metodo === 'boleto' ? (
        <>
          <p>
            Pague o boleto{until ? ` até ${until}` : ''} no app ou no site do seu banco, numa
            lotérica ou agência, com a linha digitável abaixo.
          </p>
          <CopyField
            label="Linha digitável"
            value={pagamento.boleto_codigo}
            buttonLabel="Copiar linha digitável"
            copiedMessage="Linha digitável copiada!"
          />
          {link && (
            <ExternalLink href={link} target="_blank" rel="noopener noreferrer">
              Abrir boleto (PDF) <VisuallyHidden>(abre em nova aba)</VisuallyHidden>
            </ExternalLink>
          )}
        </>
      ) : (
        <>
          <p>
            Pague o PIX{until ? ` até ${until}` : ''}: abra o app do seu banco, escolha pagar com
            PIX e leia o QR Code ou cole o código.
          </p>
          <QrCodeImage code={pagamento.pix_qr_code} />
          <CopyField
            label="PIX copia e cola"
            value={pagamento.pix_qr_code}
            buttonLabel="Copiar código"
            copiedMessage="Código copiado!"
          />
        </>
      )}
      <Hint>Sem o pagamento até o prazo, a reserva expira e os quartos são liberados.</Hint>
    </Panel>
  );
}

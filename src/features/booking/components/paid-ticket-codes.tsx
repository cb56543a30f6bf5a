import { Button } from '@/components/ui/button';
import { QrCode } from '@/components/ui/qr-code';
import { useRemote } from '@/lib/use-remote';
import { getPaidStayTickets } from '../api/get-paid-stay-tickets';
import * as S from './checkout.styles';
import { TicketCodes } from './paid-ticket-codes.styles';

interface PaidTicketCodesProps {
  /** The group (or add-on order) that paid them, and its key. */
  identificador: string;
  chaveGrupo: string;
}

/**
 * 'Seus ingressos' on the confirmation (issue 29 part 4): each person's QR code, which the park's
 * gate reads, read from the server once the tickets are paid. A visitor's purchase belongs to a
 * temporary user with no Meus ingressos, so this page (and the e-mail) is where they get them.
 */
export function PaidTicketCodes({ identificador, chaveGrupo }: PaidTicketCodesProps) {
  const { state, retry } = useRemote(
    () => getPaidStayTickets({ identificador, chave_grupo: chaveGrupo }),
    `${identificador}|${chaveGrupo}`,
  );

  return (
    <S.Section aria-labelledby="ingressos-qr">
      <h2 id="ingressos-qr">Seus ingressos</h2>
      {(state.status === 'loading' || state.status === 'idle') && (
        <p role="status">Carregando os ingressos…</p>
      )}
      {state.status === 'error' && (
        <div role="alert">
          <p>Não foi possível carregar os QR Codes agora. {state.message}</p>
          <p>Os códigos também estão no e-mail de confirmação.</p>
          <Button $variant="secondary" onClick={retry}>
            Tentar novamente
          </Button>
        </div>
      )}
      {state.status === 'ready' && (
        <>
          <p>
            Apresente na entrada do parque o QR Code de cada pessoa (ou o código abaixo dele) e,
            para meia-entrada e crianças, o documento indicado.
          </p>
          {state.data.compras.map((compra) => (
            <section key={compra.codigo} aria-label={`Ingressos de ${compra.data}`}>
              <h3>
                {compra.data} · compra {compra.codigo}
              </h3>
              <TicketCodes>
                {compra.unidades.map((unidade, i) => (
                  <li key={unidade.codigo}>
                    <QrCode
                      value={unidade.codigo}
                      alt={`QR Code do ingresso ${i + 1}: ${unidade.cti_nome}, ${compra.data}`}
                      size={160}
                      fallback={`Código: ${unidade.codigo}`}
                    />
                    <span>
                      {unidade.cti_nome}
                      <code>{unidade.codigo}</code>
                    </span>
                  </li>
                ))}
              </TicketCodes>
            </section>
          ))}
        </>
      )}
    </S.Section>
  );
}

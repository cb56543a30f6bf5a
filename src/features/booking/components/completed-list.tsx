import { orderTermsLine } from '@/lib/payment-terms/order-terms';
import { useOrderTerms } from '@/lib/payment-terms/use-order-terms';
import { useState, type ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import type { PagamentoGrupo } from '@/api/contract/checkout';
import { AddToCalendarButton } from '@/components/stay/add-to-calendar-button';
import { Button } from '@/components/ui/button';
import { ReservationWhatsAppLink } from '@/components/ui/whatsapp-link';
import { paths } from '@/config/paths';
import { formatCurrency } from '@/lib/format';
import { errorMessage } from '@/lib/http/api-error';
import type { CompletedBooking, CompletedGroup } from '../stores/checkout';
import { getVoucher } from '../api/get-voucher';
import { useCompletedGroupState } from '../hooks/use-completed-group-state';
import { openPdfInNewTab } from '../utils/open-pdf';
import { extrasCentavos, ticketsCentavos } from '../utils/group-rules';
import { reaisOf, sumCentavos } from '@/lib/money';
import { ExtrasReview, StayTicketsReview } from './extras-review';
import { PaidTicketCodes } from './paid-ticket-codes';
import * as S from './checkout.styles';

export const BOOKING_COMPLETED_TEXT = 'Reserva concluída!';
export const AWAITING_PAYMENT_TEXT = 'Reserva aguardando pagamento';

interface CompletedListProps {
  bookings: readonly CompletedBooking[];
  group: CompletedGroup | null;
  /** How to pay a PIX or boleto still open (composed from the payment feature). */
  renderPaymentInstructions: (pagamento: PagamentoGrupo) => ReactNode;
  /** The hotel's address for the calendar file (composed from the content feature). */
  loadHotelAddress?: () => Promise<string>;
}

/** Paid: by card at once, or a PIX or boleto the page saw arrive. */
const isPaid = (awaiting: ReturnType<typeof useCompletedGroupState>) =>
  !awaiting || (awaiting.status === 'done' && awaiting.state.estado === 'pago');

/** What the page says of the group's payment: paid, awaiting (and how to pay), or lapsed. */
function PaymentStatus({
  count,
  group,
  awaiting,
  renderPaymentInstructions,
}: { count: number; awaiting: ReturnType<typeof useCompletedGroupState> } & Pick<
  CompletedListProps,
  'group' | 'renderPaymentInstructions'
>) {
  const confirmed =
    count === 1 ? 'Sua reserva foi confirmada.' : `Suas ${count} reservas foram confirmadas.`;
  if (!awaiting || (awaiting.status === 'done' && awaiting.state.estado === 'pago')) {
    return (
      <>
        <S.Title>{BOOKING_COMPLETED_TEXT}</S.Title>
        <p role="status">
          {BOOKING_COMPLETED_TEXT} {confirmed} Enviamos a confirmação para o seu e-mail.
        </p>
      </>
    );
  }
  const how = group?.formaPagamentoId === 9 ? 'do PIX' : 'do boleto';
  const lapsed =
    awaiting.status === 'done' &&
    (awaiting.state.estado === 'expirado' || awaiting.state.estado === 'cancelado');
  const pagamento =
    awaiting.status === 'done' && awaiting.state.estado === 'aguardando_pagamento'
      ? awaiting.state.pagamento
      : null;
  return (
    <>
      <S.Title>{AWAITING_PAYMENT_TEXT}</S.Title>
      <p role="status">
        {lapsed
          ? `${AWAITING_PAYMENT_TEXT}: o prazo terminou sem o pagamento, e a reserva expirou. Os quartos foram liberados.`
          : `${AWAITING_PAYMENT_TEXT}. A reserva será confirmada quando o pagamento ${how} for compensado.`}
      </p>
      {awaiting.status === 'loading' && <p>Carregando as instruções de pagamento…</p>}
      {awaiting.status === 'failed' && (
        <S.Alert role="alert">
          Não foi possível carregar as instruções de pagamento agora. Recarregue a página para
          tentar de novo.
        </S.Alert>
      )}
      {pagamento && pagamento.status === 'pendente' && renderPaymentInstructions(pagamento)}
    </>
  );
}

/**
 * /reserva-concluida: every reservation of the group, each with its voucher, and the truth
 * about its payment: confirmed, or awaiting a PIX or boleto (until when, and how to pay).
 */
export function CompletedList({
  bookings,
  group,
  renderPaymentInstructions,
  loadHotelAddress,
}: CompletedListProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const awaiting = useCompletedGroupState(group);
  const extras = group?.extras ?? [];
  const ingressos = group?.ingressos ?? [];
  const total = reaisOf(
    sumCentavos(bookings.map((b) => b.total)) + extrasCentavos(extras) + ticketsCentavos(ingressos),
  );
  // Paid (or to be paid) by PIX: at its PIX price, as the server charged it (issue 52).
  const byPix = group?.formaPagamentoId === 9;
  const pixTotal =
    orderTermsLine(useOrderTerms(byPix ? group.identificador : null).state)?.valor_pix ?? null;

  const voucher = (numero: string) => {
    setFailure(null);
    openPdfInNewTab(() => getVoucher(numero))
      .then((opened) => {
        if (!opened) setFailure('Permita pop-ups para abrir o voucher.');
      })
      .catch((error: unknown) => setFailure(errorMessage(error)));
  };

  return (
    <S.Page>
      <PaymentStatus
        count={bookings.length}
        group={group}
        awaiting={awaiting}
        renderPaymentInstructions={renderPaymentInstructions}
      />
      {bookings.map((booking) => (
        <S.Section key={booking.numero_reserva} aria-label={`Reserva ${booking.numero_reserva}`}>
          <h2>Reserva {booking.numero_reserva}</h2>
          <S.Details>
            <dt>Hotel</dt>
            <dd>{booking.hotel}</dd>
            {booking.uh && (
              <>
                <dt>Acomodação</dt>
                <dd>{booking.uh}</dd>
              </>
            )}
            <dt>Datas</dt>
            <dd>
              {booking.data_chegada} a {booking.data_partida}
            </dd>
            {booking.hospedes && booking.hospedes.length > 0 && (
              <>
                <dt>Hóspedes</dt>
                <dd>{booking.hospedes.join(', ')}</dd>
              </>
            )}
            <dt>Total</dt>
            <dd>{formatCurrency(booking.total)}</dd>
          </S.Details>
          <S.Actions>
            <Button
              $variant="secondary"
              onClick={() => voucher(booking.numero_reserva)}
              aria-label={`Voucher da reserva ${booking.numero_reserva}`}
            >
              Voucher
            </Button>
            <ReservationWhatsAppLink numeroReserva={booking.numero_reserva} hotel={booking.hotel} />
          </S.Actions>
        </S.Section>
      ))}
      {ingressos.length > 0 && (
        <>
          <StayTicketsReview ingressos={ingressos} />
          {group?.chaveGrupo && isPaid(awaiting) ? (
            <PaidTicketCodes identificador={group.identificador} chaveGrupo={group.chaveGrupo} />
          ) : (
            <p>
              Os códigos dos ingressos, para a entrada do parque, chegam no e-mail de confirmação
              assim que o pagamento for compensado.
            </p>
          )}
        </>
      )}
      {extras.length > 0 && <ExtrasReview extras={extras} />}
      {failure && <S.Alert role="alert">{failure}</S.Alert>}
      <S.Total>
        Total do grupo: <strong>{formatCurrency(total)}</strong>
        {pixTotal !== null && (
          <>
            {' '}
            · no PIX: <strong>{formatCurrency(pixTotal)}</strong>
          </>
        )}
      </S.Total>
      {group && bookings.length > 0 && (
        <S.Actions>
          <AddToCalendarButton
            identificador={group.identificador}
            stays={bookings.map((b) => ({
              numeroReserva: b.numero_reserva,
              hotel: b.hotel,
              chegada: b.data_chegada,
              partida: b.data_partida,
              uh: b.uh,
              hospedes: b.hospedes,
            }))}
            loadAddress={loadHotelAddress}
          />
        </S.Actions>
      )}
      {group && (
        <p>
          <Link to={paths.voucherRoomList.getHref(group.identificador)}>
            Lista de hóspedes do grupo
          </Link>{' '}
          (para compartilhar com quem vai se hospedar)
        </p>
      )}
    </S.Page>
  );
}

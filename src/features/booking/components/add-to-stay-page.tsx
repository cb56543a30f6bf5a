import { useState, type ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import type { AbrirAdicionaisRequest, PedidoAdicionais } from '@/api/contract/add-ons';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { formatCurrency } from '@/lib/format';
import { useAddOnOrder, type AddOnDraft } from '../hooks/use-add-on-order';
import { extrasCentavos, ticketsCentavos } from '../utils/group-rules';
import { reaisOf } from '@/lib/money';
import { ExtrasReview, StayTicketsReview } from './extras-review';
import { PaidTicketCodes } from './paid-ticket-codes';
import { StayAddOns } from './stay-add-ons';
import * as S from './checkout.styles';
import { formatHotelTime } from '@/lib/hotel-date-time';

interface AddToStayPageProps {
  /** What opens the order: the offer's link, or a reservation number (logged in). */
  request: AbrirAdicionaisRequest;
  /** Names the order in this tab's storage, so a reload finds it. */
  source: string;
  /** The payment of the order's total (composed by app/routes from the payment feature). */
  renderPayment: (order: PedidoAdicionais, total: number, onPaid: () => void) => ReactNode;
}

/** The draft's total in reais, added up in whole centavos (src/lib/money.ts). */
const drafted = (draft: AddOnDraft) =>
  reaisOf(extrasCentavos(draft.extras) + ticketsCentavos(draft.ingressos));

/** What the order holds, with each item's rule (the review's own sections). */
function Chosen({ draft }: { draft: AddOnDraft }) {
  return (
    <>
      {draft.ingressos.length > 0 && <StayTicketsReview ingressos={draft.ingressos} />}
      {draft.extras.length > 0 && <ExtrasReview extras={draft.extras} />}
      <S.Total>
        Total: <strong>{formatCurrency(drafted(draft))}</strong>
      </S.Total>
    </>
  );
}

/**
 * Adding to a paid booking (issue 29 part 5; README, "Adding to a booking"): the park on each day
 * of the stay and the hotel's extras, held for 30 minutes by an add-on order and paid on their
 * own. Opened by the pre-arrival offer's link or from Minhas reservas.
 */
export function AddToStayPage({ request, source, renderPayment }: AddToStayPageProps) {
  const { state, changes } = useAddOnOrder(source, request);
  const [paying, setPaying] = useState(false);

  if (state.status === 'opening') {
    return (
      <S.Page>
        <S.Title>Complete sua estadia</S.Title>
        <Spinner label="Abrindo sua reserva" showLabel />
      </S.Page>
    );
  }
  if (state.status === 'failed') {
    return (
      <S.Page>
        <S.Title>Não foi possível abrir a oferta</S.Title>
        <S.Alert role="alert">{state.message}</S.Alert>
        <p>
          Você também pode adicionar ingressos e extras em{' '}
          <Link to={paths.accountReservations.getHref()}>Minhas reservas</Link>.
        </p>
      </S.Page>
    );
  }

  const { draft } = state;
  const { order } = draft;
  const stay = `no ${order.hotel_nome}, de ${order.data_chegada} a ${order.data_partida}`;
  if (draft.paid) {
    return (
      <S.Page>
        <S.Title>Adicionais confirmados!</S.Title>
        <p role="status">
          Adicionais confirmados! Os itens abaixo foram adicionados à sua reserva {stay}. Enviamos a
          confirmação para o seu e-mail, com os códigos dos ingressos.
        </p>
        <Chosen draft={draft} />
        {draft.ingressos.length > 0 && (
          <PaidTicketCodes identificador={order.referencia} chaveGrupo={order.chave} />
        )}
      </S.Page>
    );
  }
  if (paying) {
    return (
      <S.Page>
        <S.Title>Pagamento dos adicionais</S.Title>
        <p>
          Sua reserva {stay}. Os itens ficam reservados até {formatHotelTime(order.expira_em)}.
        </p>
        <Chosen draft={draft} />
        <S.Actions>
          <Button $variant="secondary" onClick={() => setPaying(false)}>
            Alterar os itens
          </Button>
        </S.Actions>
        {renderPayment(order, drafted(draft), changes.paid)}
      </S.Page>
    );
  }
  return (
    <S.Page>
      <S.Title>Complete sua estadia</S.Title>
      <p>
        Sua reserva {stay}. Escolha ingressos do parque e extras do hotel: ficam reservados até{' '}
        {formatHotelTime(order.expira_em)} e são pagos à parte, sem alterar o que você já pagou.
      </p>
      <StayAddOns
        hotel={order.hotel_nome}
        holder={{ identificador: order.referencia, chave_grupo: order.chave }}
        extrasQuery={{
          id_hotel: order.id_hotel,
          data_inicio: order.data_chegada,
          data_fim: order.data_partida,
          qtd_adultos: order.qtd_adultos,
          qtd_criancas: order.idades_criancas.length,
        }}
        party={{ adults: order.qtd_adultos, childAges: order.idades_criancas }}
        extras={draft.extras}
        ingressos={draft.ingressos}
        changes={changes}
        renderActions={(nothing) =>
          nothing ? (
            <p>Escolha abaixo os ingressos ou extras que quer adicionar.</p>
          ) : (
            <S.Actions>
              <Button onClick={() => setPaying(true)}>
                Ir para o pagamento · {formatCurrency(drafted(draft))}
              </Button>
            </S.Actions>
          )
        }
      />
    </S.Page>
  );
}

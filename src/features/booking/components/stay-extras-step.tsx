import { useNavigate } from 'react-router-dom';
import type { ExtrasRequest } from '@/api/contract/extras';
import { Button } from '@/components/ui/button';
import { useCheckoutActions, useCheckoutAt, type CompletingStay } from '../stores/checkout';
import { checkoutPaths } from '../utils/checkout-paths';
import { partyOf } from '../utils/stay-tickets';
import { StayAddOns } from './stay-add-ons';
import * as S from './checkout.styles';

/**
 * /checkOut/extras, 'Complete sua estadia' (issue 29): the park and the hotel's extras for the
 * held stay, each held with the group's rooms as it is added (paid with them, released with
 * them). Skipped in one tap; what was added survives a reload (the checkout keeps the server's
 * answers).
 */
export function StayExtrasStep() {
  const step = useCheckoutAt('extras');
  return step && <StayExtras step={step} />;
}

/** The catalogue's question: the stay and the whole party of the held group. */
function extrasQuery({ hold }: CompletingStay): ExtrasRequest {
  const first = hold.grupo[0]!;
  return {
    id_hotel: first.escolha.id_hotel,
    data_inicio: first.data_chegada,
    data_fim: first.data_partida,
    qtd_adultos: hold.grupo.reduce((sum, room) => sum + room.qtd_adultos, 0),
    qtd_criancas: hold.grupo.reduce(
      (sum, room) => sum + room.qtd_criancas_pagantes + room.qtd_criancas_nao_pagantes,
      0,
    ),
  };
}

function StayExtras({ step }: { step: CompletingStay }) {
  const { hold } = step;
  const actions = useCheckoutActions();
  const navigate = useNavigate();
  const hotel = hold.grupo[0]?.escolha.hotel_nome ?? '';
  // Replaced, not pushed: Back from the guests goes to the results, never to a step the
  // machine has left (its guard would bounce the guest forward again).
  const goOn = () => {
    actions.extrasDone();
    void navigate(checkoutPaths.guests, { replace: true });
  };
  return (
    <>
      <p>
        Aproveite para reservar o que vai querer no {hotel}. Os extras são pagos junto com os
        quartos, no mesmo pagamento, e ficam reservados pelo mesmo prazo.
      </p>
      <StayAddOns
        hotel={hotel}
        holder={{ identificador: hold.identificador, chave_grupo: hold.chaveGrupo ?? '' }}
        extrasQuery={extrasQuery(step)}
        party={partyOf(hold.grupo)}
        extras={step.extras}
        ingressos={step.ingressos}
        changes={actions}
        renderActions={(nothing) => (
          <S.Actions>
            <Button onClick={goOn}>{nothing ? 'Continuar sem extras' : 'Continuar'}</Button>
          </S.Actions>
        )}
      />
    </>
  );
}

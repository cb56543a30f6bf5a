import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import styled from 'styled-components';
import type { RetomarReservaResponse } from '@/api/contract/booking-recovery';
import { paths } from '@/config/paths';
import { resumeBooking } from '@/features/booking/api/resume-booking';
import { checkoutActions, checkoutSnapshot } from '@/features/booking/stores/checkout';
import { checkoutPaths } from '@/features/booking/utils/checkout-paths';
import { saveTypedGuests } from '@/features/booking/utils/guest-form-autosave';
import { HOLD_REPLACED_REASON } from '@/features/booking/utils/group-rules';
import { placeHold } from '@/features/booking/utils/place-hold';
import { priceOfferOf, recoveredGuestValues } from '@/features/booking/utils/recovery-offer';
import { releaseGroup } from '@/features/booking/utils/release-hold';
import { useDocumentTitle } from '@/features/content/hooks/use-document-title';
import { searchSnapshot } from '@/features/search/stores/search-results';
import { runSearch } from '@/features/search/utils/run-search';
import { errorMessage } from '@/lib/http/api-error';
import { roomChoice } from '@/lib/room-choice';
import { formatDeadline } from '@/lib/dates';
import { searchCriteriaActions } from '@/stores/search-criteria';
import { addChild, defaultRoom, setAdults, setChildAge } from '@/stores/search-criteria-rules';
import { toastActions } from '@/stores/toasts';
import { Spinner } from '@/components/ui/spinner';
import { WhatsAppLink } from '@/components/ui/whatsapp-link';
import { env } from '@/config/env';
import { whatsappChatHref } from '@/lib/whatsapp';

/** The e-mail's rooms as the search bar's rooms (adults, children and their ages). */
function roomsOf(answer: RetomarReservaResponse) {
  return answer.quartos.map((quarto) => {
    let room = setAdults(defaultRoom(), quarto.qtd_adultos);
    quarto.idades_criancas.forEach((age, i) => {
      room = setChildAge(addChild(room), i, age);
    });
    return room;
  });
}

const keptPrice = (answer: RetomarReservaResponse) =>
  answer.preco_garantido_ate
    ? `pelo preço do e-mail, garantido até ${formatDeadline(answer.preco_garantido_ate)}`
    : 'pelo preço de hoje (o preço do e-mail valia por 24 horas)';

/**
 * /retomar-reserva/:token (issue 30): the recovery e-mail's link. The link is used up at once
 * (booking feature README, "Coming back from a recovery e-mail"); the stay is searched as a
 * search link would, the e-mail's rooms are held again (at its price while it holds), the
 * guests given before fill the guests step, and the guest goes on from there. Rooms taken
 * since: the hotel's other rooms for those dates, on the results page.
 */
export default function ResumeBookingRoute() {
  useDocumentTitle('Retomar reserva');
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  // One use per link: StrictMode's rehearsal of the effect must not spend it twice.
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (started.current === token) return;
    started.current = token;
    const resume = async () => {
      const answer = await resumeBooking(token);
      const apartamentos = roomsOf(answer);
      const stay = {
        data_chegada: answer.data_chegada,
        data_partida: answer.data_partida,
        id_hotel: answer.id_hotel,
        apartamentos,
      };
      searchCriteriaActions().searchLinkOpened(stay);
      const criteria = { ...stay, cupom: '', contrato_id: null };
      await runSearch(criteria);
      const { rows } = searchSnapshot();
      const escolhas = answer.quartos.map((quarto, i) => {
        const row = rows.find(
          (r) => r.quarto === i && r.id_uh === quarto.id_uh && r.disponiveis > 0,
        );
        return row ? roomChoice(row, quarto.cod_pensao) : null;
      });
      if (escolhas.some((escolha) => escolha === null)) {
        toastActions().toastShown({
          message: `Os quartos do e-mail não estão mais livres nestas datas no ${answer.hotel_nome}. Veja abaixo as outras opções.`,
          variant: 'warning',
          durationMs: 10_000,
        });
        void navigate(paths.hotelSearch.getHref(), { replace: true });
        return;
      }
      // One group per tab: one held earlier here is let go first.
      const current = checkoutSnapshot();
      if ('hold' in current) await releaseGroup(current, HOLD_REPLACED_REASON);
      const hold = await placeHold(apartamentos, escolhas, criteria, priceOfferOf(answer));
      escolhas.forEach((escolha, i) => checkoutActions().roomRateChosen(i, escolha!));
      // Straight to the guests the e-mail gave back: the guest came back to finish this booking.
      checkoutActions().holdPlaced(hold, { offerExtras: false });
      saveTypedGuests(hold.identificador, recoveredGuestValues(answer.quartos));
      toastActions().toastShown({
        message: `Retomamos sua reserva no ${answer.hotel_nome} ${keptPrice(answer)}. Confira os hóspedes e continue.`,
        durationMs: 10_000,
      });
      void navigate(checkoutPaths.guests, { replace: true });
    };
    resume().catch((error: unknown) => setFailure(errorMessage(error)));
  }, [token, navigate]);

  if (failure !== null) {
    return (
      <Page>
        <h1>Não foi possível retomar a reserva</h1>
        <p role="alert">{failure}</p>
        <p>
          <Link to={paths.home.getHref()}>Fazer uma nova busca</Link>
        </p>
        <p>Prefere ajuda? A central reserva com você:</p>
        <WhatsAppLink
          href={whatsappChatHref(
            env.whatsappNumber,
            'Olá! Quero retomar uma reserva que não concluí.',
          )}
        >
          Falar no WhatsApp
        </WhatsAppLink>
      </Page>
    );
  }
  return (
    <Page>
      <h1>Retomando sua reserva</h1>
      <Spinner label="Procurando os quartos do e-mail…" showLabel />
    </Page>
  );
}

const Page = styled.div`
  max-width: 640px;
  margin: 0 auto;
  padding: var(--space-xl) var(--space-md);
`;

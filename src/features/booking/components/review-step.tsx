import { TermsLine } from '@/components/ui/terms-line';
import { orderTermsLine } from '@/lib/payment-terms/order-terms';
import { useOrderTerms } from '@/lib/payment-terms/use-order-terms';
import { formatCentavos } from '@/lib/format';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import { LoadingButton } from '@/components/ui/loading-button';
import { errorMessage, isTransientFailure } from '@/lib/http/api-error';
import { useIsLoggedIn, useSessionUser } from '@/stores/session';
import { toastActions } from '@/stores/toasts';
import {
  checkoutSnapshot,
  useCheckoutActions,
  useCheckoutAt,
  type Reviewing,
} from '../stores/checkout';
import { stepPath } from '../utils/checkout-machine';
import { checkoutPaths } from '../utils/checkout-paths';
import { confirmGroupAndRegister } from '../utils/confirm-and-register';
import {
  extrasCentavos,
  GROUP_ROLLBACK_REASON,
  groupCentavos,
  groupDiscountCentavos,
  orderCentavos,
  ticketsCentavos,
} from '../utils/group-rules';
import {
  NO_BOLETO_WITH_EXTRAS,
  offeredPaymentMethods,
  offersBoleto,
} from '../utils/payment-methods';
import { releaseHold, releaseMessage } from '../utils/release-hold';
import { ConfirmGroupError } from '../utils/confirm-and-register';
import { ExtrasReview, StayTicketsReview } from './extras-review';
import { RoomReview } from './room-review';
import { MemberPriceApplied } from './account-in-booking';
import { useMemberPrice } from '../hooks/use-member-price';
import { anyConfirmed, MemberPriceError } from '../utils/member-price';
import { GuestCertificateChoice } from './guest-certificate-choice';
import { certificateGuestsProblem } from '../utils/guest-certificates';
import * as S from './checkout.styles';

/** How long the rollback warning stays: it explains why the visitor is back at the search. */
const ROLLBACK_TOAST_MS = 10_000;
/** After a failure that refused nothing (no answer, 5xx): the hold is intact, try again. */
export const STILL_HELD_NOTE = 'Seus quartos continuam reservados: tente confirmar novamente.';
/** Decreto 7.381/2010 art. 20: the guest accepts the penalties before paying. */
export const POLICY_ACCEPTANCE_LABEL =
  'Li e aceito a política de cancelamento de cada quarto, descrita acima.';
/** The same with extras held: each has its own rule, shown above. */
export const POLICY_ACCEPTANCE_WITH_EXTRAS_LABEL =
  'Li e aceito a política de cancelamento de cada quarto, extra e ingresso, descrita acima.';
export const POLICY_REQUIRED_ERROR =
  'Para continuar, marque que leu e aceita a política de cancelamento.';

/** /checkOut/revisao: every room, the group total, the payment method, 'Confirmar e pagar'. */
export function ReviewStep() {
  const review = useCheckoutAt('review');
  return review && <GroupReview review={review} />;
}

function GroupReview({ review }: { review: Reviewing }) {
  const { hold } = review;
  const actions = useCheckoutActions();
  const loggedIn = useIsLoggedIn();
  const user = useSessionUser();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [policyAccepted, setPolicyAccepted] = useState(false);
  const [policyError, setPolicyError] = useState(false);
  // A contract booking made for guests (guest certificates): its principal adults are the guests.
  const [forGuests, setForGuests] = useState(false);
  const guestsProblem = forGuests ? certificateGuestsProblem(review.hospedes, user.cpf) : null;
  const acceptanceRef = useRef<HTMLInputElement>(null);
  const userMethods = loggedIn ? user.forma_pagamento : null;
  const withExtras = review.extras.length > 0 || review.ingressos.length > 0;
  const methods = offeredPaymentMethods(userMethods, { withExtras });
  const chosen = methods.some((m) => m.id === review.forma_pagamento_id)
    ? review.forma_pagamento_id
    : methods[0]!.id;
  const confirmedAny = anyConfirmed(review);
  // A login here (the header's) brings the member price too, before anything is confirmed.
  const memberPrice = useMemberPrice(hold, confirmedAny);

  const confirm = async () => {
    if (guestsProblem) {
      // The reason is beside the choice, above; a refused confirmation would undo the group.
      setFailure('Veja "Reserva para convidados", acima: os dados do convidado estão incompletos.');
      return;
    }
    if (!policyAccepted) {
      setPolicyError(true);
      acceptanceRef.current?.focus();
      return;
    }
    setBusy(true);
    setFailure(null);
    if (chosen !== review.forma_pagamento_id) actions.paymentMethodChosen(chosen);
    try {
      if (loggedIn) await memberPrice.apply();
      const current = checkoutSnapshot();
      if (current.step !== 'review') return;
      await confirmGroupAndRegister(current, actions, policyAccepted, { forGuests });
      actions.groupConfirmed();
      void navigate(stepPath('payment', hold.contratoGrupo !== null));
    } catch (error) {
      setBusy(false);
      if (error instanceof ConfirmGroupError) {
        // The group was rolled back: what is left of the hold is released too, and the
        // visitor starts again from the search, told what became of the rooms.
        const release = await releaseHold(GROUP_ROLLBACK_REASON);
        toastActions().toastShown({
          message: `${errorMessage(error.cause)} ${GROUP_ROLLBACK_REASON} ${releaseMessage(release)} Faça uma nova busca.`,
          variant: 'warning',
          durationMs: ROLLBACK_TOAST_MS,
        });
        void navigate(checkoutPaths.results, { replace: true });
        return;
      }
      if (error instanceof MemberPriceError) {
        setFailure(error.message);
        return;
      }
      setFailure(
        isTransientFailure(error)
          ? `${errorMessage(error)} ${STILL_HELD_NOTE}`
          : errorMessage(error),
      );
    }
  };

  return (
    <>
      {hold.grupo.map((room, i) => (
        <RoomReview
          key={i}
          index={i}
          room={room}
          guests={review.hospedes[i] ?? null}
          policy={hold.preReserva[i]?.politica_cancelamento}
          points={hold.preReserva[i]?.pontos}
        />
      ))}
      {review.ingressos.length > 0 && <StayTicketsReview ingressos={review.ingressos} />}
      {review.extras.length > 0 && <ExtrasReview extras={review.extras} />}
      <GroupTotal review={review} withExtras={withExtras} />
      <PaymentMethodChoice
        methods={methods}
        chosen={chosen}
        disabled={confirmedAny || busy}
        onChoose={actions.paymentMethodChosen}
        boletoNote={withExtras && offersBoleto(userMethods)}
      />
      {hold.contratoGrupo !== null && hold.grupo[0] && (
        <GuestCertificateChoice
          contractId={hold.contratoGrupo}
          arrival={hold.grupo[0].data_chegada}
          rooms={hold.grupo.length}
          checked={forGuests}
          onChange={(checked) => {
            setForGuests(checked);
            setFailure(null);
          }}
          problem={guestsProblem}
          disabled={confirmedAny || busy}
        />
      )}
      <S.Acceptance>
        <label>
          <input
            ref={acceptanceRef}
            type="checkbox"
            checked={policyAccepted}
            required
            aria-invalid={policyError}
            aria-describedby={policyError ? 'politica-erro' : undefined}
            disabled={busy}
            onChange={(event) => {
              setPolicyAccepted(event.target.checked);
              if (event.target.checked) setPolicyError(false);
            }}
          />
          <span>{withExtras ? POLICY_ACCEPTANCE_WITH_EXTRAS_LABEL : POLICY_ACCEPTANCE_LABEL}</span>
        </label>
        {policyError && (
          <S.Alert id="politica-erro" role="alert">
            {POLICY_REQUIRED_ERROR}
          </S.Alert>
        )}
      </S.Acceptance>
      {failure && <S.Alert role="alert">{failure}</S.Alert>}
      <S.Actions>
        {!confirmedAny && <Link to={checkoutPaths.guests}>Alterar hóspedes</Link>}
        <LoadingButton loading={busy} onClick={() => void confirm()}>
          Confirmar e pagar
        </LoadingButton>
      </S.Actions>
    </>
  );
}

/** The group's total, split into rooms and extras when there are extras, and the discount. */
function GroupTotal({ review, withExtras }: { review: Reviewing; withExtras: boolean }) {
  const { hold } = review;
  // The card plan and the PIX price are the server's, for what it holds (issue 52).
  const terms = useOrderTerms(hold.identificador, orderCentavos(review)).state;
  return (
    <S.Section aria-labelledby="total-grupo">
      <h2 id="total-grupo">Total do grupo</h2>
      <S.Total>
        <strong>{formatCentavos(orderCentavos(review))}</strong>
      </S.Total>
      <TermsLine terms={orderTermsLine(terms)} />
      {withExtras && (
        <p>
          Quartos: {formatCentavos(groupCentavos(hold.grupo))} · Extras e ingressos:{' '}
          {formatCentavos(extrasCentavos(review.extras) + ticketsCentavos(review.ingressos))}
        </p>
      )}
      {groupDiscountCentavos(hold.grupo) > 0 && (
        <p>Desconto total: {formatCentavos(groupDiscountCentavos(hold.grupo))}</p>
      )}
      <MemberPriceApplied economia={hold.economiaCliente} />
    </S.Section>
  );
}

/** The payment methods this group may use; fixed once a room is confirmed. */
function PaymentMethodChoice({
  methods,
  chosen,
  disabled,
  onChoose,
  boletoNote,
}: {
  methods: ReturnType<typeof offeredPaymentMethods>;
  chosen: number;
  disabled: boolean;
  onChoose: (id: number) => void;
  boletoNote: boolean;
}) {
  return (
    <S.Section aria-labelledby="forma-pagamento">
      <h2 id="forma-pagamento">Forma de pagamento</h2>
      <div role="radiogroup" aria-labelledby="forma-pagamento">
        {methods.map((method) => (
          <label key={method.id} style={{ display: 'block' }}>
            <input
              type="radio"
              name="forma_pagamento_id"
              value={method.id}
              checked={chosen === method.id}
              disabled={disabled}
              onChange={() => onChoose(method.id)}
            />{' '}
            {method.label}
          </label>
        ))}
      </div>
      {boletoNote && <S.Note>{NO_BOLETO_WITH_EXTRAS}</S.Note>}
    </S.Section>
  );
}

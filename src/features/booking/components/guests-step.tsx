import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { LinkButton } from '@/components/ui/link-button';
import { LoadingButton } from '@/components/ui/loading-button';
import { onlyDigits } from '@/lib/documents';
import { ApiError, errorMessage } from '@/lib/http/api-error';
import { tokenStorage } from '@/lib/http/token-storage';
import { startSession } from '@/lib/session/start-session';
import {
  sessionEvents,
  sessionSnapshot,
  useIsLoggedIn,
  useSessionActions,
  useSessionUser,
} from '@/stores/session';
import { createTemporaryUser } from '../api/create-temporary-user';
import { registerInBooking } from '../api/register-in-booking';
import { useMemberPrice } from '../hooks/use-member-price';
import {
  useCheckoutActions,
  useCheckoutAt,
  type EnteringGuests,
  type Reviewing,
} from '../stores/checkout';
import { checkoutPaths } from '../utils/checkout-paths';
import {
  guestFormErrors,
  initialGuestValues,
  principalFromUser,
  toRoomGuests,
  type GuestsFormValues,
} from '../utils/guest-form';
import { clearTypedGuests, readTypedGuests, saveTypedGuests } from '../utils/guest-form-autosave';
import { accountErrors, withoutPassword } from '../utils/account-in-booking';
import { anyConfirmed, MemberPriceError, memberSavingCentavos } from '../utils/member-price';
import { AccountChoice } from './account-choice';
import { AccountInBooking, MemberPriceApplied } from './account-in-booking';
import { GuestRoomFields } from './guest-room-fields';
import { GuestsForm, ListError } from '@/components/forms/guest-form.styles';
import * as S from './checkout.styles';

interface ResolverContext {
  visitor: boolean;
}

/** The pure rules of utils/guest-form (and a visitor's account) as react-hook-form errors. */
const guestsResolver: Resolver<GuestsFormValues, ResolverContext> = (values, context) => {
  const visitor = context?.visitor ?? true;
  const flat = {
    ...guestFormErrors(values, { visitor }),
    ...(visitor ? accountErrors(values) : {}),
  };
  const paths = Object.keys(flat);
  if (paths.length === 0) return { values, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const path of paths) {
    const keys = path.split('.');
    let node = errors;
    keys.slice(0, -1).forEach((key) => {
      node[key] ??= {};
      node = node[key] as Record<string, unknown>;
    });
    node[keys[keys.length - 1]!] = { type: 'validate', message: flat[path] };
  }
  return { values: {}, errors: errors as FieldErrors<GuestsFormValues> };
};

/**
 * /checkOut: the guests of every held room (product-rules §3 adult and child records). Visitors may
 * log in, create an account, or go on as guests (a temporary user is then created).
 */
export function GuestsStep() {
  const checkout = useCheckoutAt('guests', 'review');
  return checkout && <GuestsStepForm checkout={checkout} />;
}

function GuestsStepForm({ checkout }: { checkout: EnteringGuests | Reviewing }) {
  const { hold } = checkout;
  const actions = useCheckoutActions();
  const loggedIn = useIsLoggedIn();
  const user = useSessionUser();
  const navigate = useNavigate();
  const { loginDialogOpened } = useSessionActions();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<GuestsFormValues, ResolverContext>({
    // What was typed before a reload wins over the prefill (nothing typed is lost).
    defaultValues:
      readTypedGuests(hold.identificador) ??
      initialGuestValues(
        hold.grupo,
        checkout.step === 'review' ? checkout.hospedes : [],
        loggedIn ? user : null,
      ),
    resolver: guestsResolver,
    context: { visitor: !loggedIn },
  });
  const { isSubmitting, isSubmitted, errors } = form.formState;
  const [cpfWithAccount, setCpfWithAccount] = useState<{ message: string; cpf: string } | null>(
    null,
  );
  const memberPrice = useMemberPrice(hold, anyConfirmed(checkout));
  const wantsAccount = form.watch('criarConta');

  useEffect(() => {
    // The password is never kept: a reload asks for it again.
    const subscription = form.watch((values) =>
      saveTypedGuests(hold.identificador, withoutPassword(values)),
    );
    return () => subscription.unsubscribe();
  }, [form, hold.identificador]);

  // A guest who logs in here ('Entrar' or the header) stays on this step: room 1's principal
  // takes the account's data where nothing was typed yet (what was typed is kept).
  const loggedInBefore = useRef(loggedIn);
  useEffect(() => {
    if (!loggedIn || loggedInBefore.current) return;
    loggedInBefore.current = true;
    const fromUser = principalFromUser(user);
    for (const field of Object.keys(fromUser) as (keyof typeof fromUser)[]) {
      const path = `quartos.0.adultos.0.${field}` as const;
      if (!form.getValues(path)) form.setValue(path, fromUser[field]);
    }
  }, [loggedIn, user, form]);

  const submit = async (values: GuestsFormValues) => {
    setFailure(null);
    setCpfWithAccount(null);
    const hospedes = toRoomGuests(values);
    const buyer = hospedes[0]!.adultos.find((a) => a.principal)!;
    const cpf = onlyDigits(buyer.numero_documento);
    const contact = {
      nome: `${buyer.nome} ${buyer.sobrenome}`.trim(),
      email: buyer.email,
      cpf,
      telefone: onlyDigits(buyer.telefone),
    };
    try {
      if (!loggedIn && values.criarConta) {
        // The account made here is a login: the session starts, and the member price follows.
        const token = await registerInBooking({
          ...contact,
          senha: values.Senha,
          consentimento_email_marketing: values.ConsentimentoEmail,
          consentimento_whatsapp_marketing: values.ConsentimentoWhatsapp,
        });
        sessionEvents.loginSubmitted();
        await startSession(token);
        form.resetField('Senha');
        form.resetField('SenhaConfirma');
      } else if (!loggedIn) {
        // A visitor books as a temporary user; it is not a login (product-rules §4): only the token
        // is stored, the session stays anonymous.
        if (checkout.usuarioTemporarioCpf !== cpf || !tokenStorage.read()) {
          const token = await createTemporaryUser({
            ...contact,
            // Whose group this is, if it expires unpaid (the recovery e-mail, issue 30).
            identificador: hold.identificador,
            ...(hold.chaveGrupo ? { chave_grupo: hold.chaveGrupo } : {}),
          });
          tokenStorage.write(token);
          actions.temporaryUserCreated(cpf);
        }
      }
      // A customer in session: the held rooms at the member price before the review shows them.
      if (sessionSnapshot().status === 'authenticated') await memberPrice.apply();
      clearTypedGuests(hold.identificador);
      actions.guestsSubmitted(hospedes);
      void navigate(checkoutPaths.review);
    } catch (error) {
      if (values.criarConta && error instanceof ApiError && error.status === 409) {
        setCpfWithAccount({ message: error.message, cpf });
      } else {
        setFailure(error instanceof MemberPriceError ? error.message : errorMessage(error));
      }
    }
  };

  return (
    <>
      {!loggedIn && <AccountChoice />}
      <MemberPriceApplied economia={hold.economiaCliente} />
      {memberPrice.state.status === 'applying' && (
        <S.Note role="status">Aplicando o preço de cliente…</S.Note>
      )}
      {loggedIn && user.reservas_grupo && (
        <S.Note>
          Reserva de grupo: os dados dos acompanhantes também podem ser completados depois, em Minha
          Conta, Reservas.
        </S.Note>
      )}
      <FormProvider {...form}>
        <GuestsForm noValidate onSubmit={form.handleSubmit(submit)} aria-label="Hóspedes">
          {hold.grupo.map((room, index) => (
            <GuestRoomFields key={index} index={index} room={room} />
          ))}
          {!loggedIn && (
            <AccountInBooking
              savingCentavos={memberSavingCentavos(hold)}
              cpfWithAccount={cpfWithAccount}
              onLogIn={(known) => loginDialogOpened('login', undefined, known)}
            />
          )}
          {isSubmitted && Object.keys(errors).length > 0 && (
            <ListError role="alert">Confira os campos destacados.</ListError>
          )}
          {failure && <S.Alert role="alert">{failure}</S.Alert>}
          <S.Actions>
            {checkout.step === 'guests' && (
              <LinkButton
                onClick={() => {
                  actions.extrasEdited();
                  void navigate(checkoutPaths.extras, { replace: true });
                }}
              >
                Voltar aos extras
              </LinkButton>
            )}
            <LoadingButton type="submit" loading={isSubmitting}>
              {!loggedIn && wantsAccount ? 'Criar conta e revisar reserva' : 'Revisar reserva'}
            </LoadingButton>
          </S.Actions>
        </GuestsForm>
      </FormProvider>
    </>
  );
}

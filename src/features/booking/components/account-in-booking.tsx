import { useFormContext } from 'react-hook-form';
import { ConsentFields } from '@/components/forms/field-sets/consent-fields';
import { PasswordFields } from '@/components/forms/field-sets/password-fields';
import { Button } from '@/components/ui/button';
import { formatCentavos } from '@/lib/format';
import type { GuestsFormValues } from '../utils/guest-form';
import * as S from './checkout.styles';

const PASSWORD_HINT =
  'Pelo menos 6 caracteres, com letra maiúscula, letra minúscula, número e um destes símbolos: @$!%*?&^_';

/**
 * The account a visitor may make without leaving the guests step (issue 52 part 3): room 1's
 * principal's data and a password. With `cpfWithAccount` (the server found the CPF registered),
 * it offers that CPF's login in place instead; nothing typed is lost either way.
 */
export function AccountInBooking({
  savingCentavos,
  cpfWithAccount,
  onLogIn,
}: {
  /** What the member rate takes off these rooms (the results' figure); 0 when nothing. */
  savingCentavos: number;
  /** The server's message and the CPF, when that CPF already has an account. */
  cpfWithAccount: { message: string; cpf: string } | null;
  onLogIn: (cpf: string) => void;
}) {
  const { control, register, watch } = useFormContext<GuestsFormValues>();
  const wanted = watch('criarConta');
  const saving = formatCentavos(savingCentavos);
  return (
    <S.Section aria-labelledby="conta-reserva">
      <h2 id="conta-reserva">
        {savingCentavos > 0 ? `Crie sua conta e pague ${saving} a menos` : 'Crie sua conta'}
      </h2>
      <p>
        {savingCentavos > 0 &&
          `Clientes cadastrados têm o preço de cliente: esta reserva fica ${saving} mais barata. `}
        Usamos o nome, o CPF, o e-mail e o telefone do hóspede principal do quarto 1; você só
        escolhe uma senha. O endereço e a data de nascimento podem ser completados depois, em Minha
        Conta.
      </p>
      <S.Choice>
        <input type="checkbox" {...register('criarConta')} />
        <span>Criar minha conta com estes dados</span>
      </S.Choice>
      {wanted && (
        <>
          <PasswordFields
            control={control}
            labels={{ Senha: 'Senha', SenhaConfirma: 'Confirmar senha' }}
            hint={PASSWORD_HINT}
          />
          <ConsentFields control={control} />
        </>
      )}
      {cpfWithAccount && (
        <S.Alert role="alert">
          {cpfWithAccount.message}{' '}
          <Button $variant="secondary" onClick={() => onLogIn(cpfWithAccount.cpf)}>
            Entrar com este CPF
          </Button>
        </S.Alert>
      )}
    </S.Section>
  );
}

/** What the member price took off, once the server applied it (the guests step and the review). */
export function MemberPriceApplied({ economia }: { economia: number | undefined }) {
  if (!economia) return null;
  return (
    <S.Note role="status">
      Preço de cliente aplicado: {formatCentavos(Math.round(economia * 100))} a menos nesta reserva.
    </S.Note>
  );
}

import { Button } from '@/components/ui/button';
import { useSessionActions } from '@/stores/session';
import * as S from './checkout.styles';

/**
 * For visitors: log in, make an account on this step (below the rooms, from room 1's principal:
 * account-in-booking.tsx), or simply go on as a guest — then a temporary user is created from
 * room 1's principal guest.
 */
export function AccountChoice() {
  const { loginDialogOpened } = useSessionActions();
  return (
    <S.Section aria-labelledby="conta-titulo">
      <h2 id="conta-titulo">Já tem cadastro?</h2>
      <p>Entre para preencher seus dados e acompanhar a reserva em Minha Conta.</p>
      <S.Actions>
        <Button onClick={() => loginDialogOpened('login')}>Entrar</Button>
        {/* The account is made on this step, so the hold never waits on another page. */}
        <a href="#conta-reserva">Criar conta</a>
      </S.Actions>
      <S.Note>Atenção: o tempo da reserva continua correndo enquanto você entra.</S.Note>
      <p>
        Ou continue sem cadastro: preencha os hóspedes abaixo. O hóspede principal do quarto 1
        precisa informar CPF, e-mail e telefone.
      </p>
    </S.Section>
  );
}

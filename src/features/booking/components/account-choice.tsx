import { Link } from '@/components/ui/link';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useSessionActions } from '@/stores/session';
import * as S from './checkout.styles';

/**
 * For visitors: log in, create an account (the hold keeps running meanwhile) or simply go on
 * as a guest — then a temporary user is created from room 1's principal guest.
 */
export function AccountChoice() {
  const { loginDialogOpened } = useSessionActions();
  return (
    <S.Section aria-labelledby="conta-titulo">
      <h2 id="conta-titulo">Já tem cadastro?</h2>
      <p>Entre para preencher seus dados e acompanhar a reserva em Minha Conta.</p>
      <S.Actions>
        <Button onClick={() => loginDialogOpened('login')}>Entrar</Button>
        <Link to={paths.register.getHref()}>Criar conta</Link>
      </S.Actions>
      <S.Note>
        Atenção: o tempo da reserva continua correndo enquanto você entra ou cria a conta.
      </S.Note>
      <p>
        Ou continue sem cadastro: preencha os hóspedes abaixo. O hóspede principal do quarto 1
        precisa informar CPF, e-mail e telefone.
      </p>
    </S.Section>
  );
}

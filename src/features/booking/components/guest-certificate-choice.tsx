import { useId } from 'react';
import { LoadError } from '@/components/layout/load-error';
import { Spinner } from '@/components/ui/spinner';
import { formatCentavos } from '@/lib/format';
import { useRemote } from '@/lib/use-remote';
import { getCertificateAllowance } from '../api/get-certificate-allowance';
import * as S from './checkout.styles';

interface GuestCertificateChoiceProps {
  /** contratos_id of the group's contract. */
  contractId: number;
  /** The first room's arrival (dd/MM/yyyy): its use year is the one counted. */
  arrival: string;
  rooms: number;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Why the typed guests do not fit a booking for guests (utils/guest-certificates.ts). */
  problem: string | null;
  disabled: boolean;
}

/**
 * 'Reserva para convidados' on the review of a contract booking (issue 51, guest certificates):
 * the fee and the certificates left in the use year, as the API states them, and the choice.
 * The fee goes to the contract's financial record once the booking is paid: the total paid now
 * does not change.
 */
export function GuestCertificateChoice(props: GuestCertificateChoiceProps) {
  const { contractId, arrival, rooms, checked, onChange, problem, disabled } = props;
  const ids = { title: useId(), about: useId(), problem: useId() };
  const remote = useRemote(
    () => getCertificateAllowance({ contrato_id: contractId, chegada: arrival }),
    `${contractId}|${arrival}`,
  );
  const { state } = remote;
  return (
    <S.Section aria-labelledby={ids.title}>
      <h2 id={ids.title}>Reserva para convidados</h2>
      {state.status === 'loading' && <Spinner label="Carregando os certificados de hóspede" />}
      {state.status === 'error' && (
        <LoadError
          what="carregar os certificados de hóspede"
          message={state.message}
          onRetry={remote.retry}
        />
      )}
      {state.status === 'ready' && (
        <>
          <p id={ids.about}>
            Reservou para um amigo ou parente? Com o certificado de hóspede, o hóspede principal de
            cada quarto recebe o voucher e o pré-check-in no próprio nome. Taxa de{' '}
            {formatCentavos(state.data.taxa_centavos)} por quarto, lançada na ficha financeira do
            contrato quando a reserva for paga.{' '}
            {state.data.ano_uso
              ? `Restam ${state.data.restantes} de ${state.data.limite} certificados no ano de uso de ${state.data.ano_uso.inicio} a ${state.data.ano_uso.fim}.`
              : 'O contrato não cobre esta data.'}
          </p>
          {state.data.restantes < rooms ? (
            <p>
              {rooms > 1
                ? `Esta reserva tem ${rooms} quartos e o contrato não tem certificados para todos.`
                : 'O contrato não tem certificados de hóspede neste ano de uso.'}
            </p>
          ) : (
            <S.Choice>
              <input
                type="checkbox"
                checked={checked}
                disabled={disabled}
                aria-describedby={`${ids.about}${checked && problem ? ` ${ids.problem}` : ''}`}
                aria-invalid={checked && problem !== null}
                onChange={(e) => onChange(e.target.checked)}
              />{' '}
              <span>Esta reserva é para convidados (certificado de hóspede)</span>
            </S.Choice>
          )}
          {checked && problem && (
            <S.Alert id={ids.problem} role="alert">
              {problem}
            </S.Alert>
          )}
        </>
      )}
    </S.Section>
  );
}

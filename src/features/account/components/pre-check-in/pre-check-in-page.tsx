import { useEffect, useState } from 'react';
import type { PreCheckInValidarResponse } from '@/api/contract/account';
import { Spinner } from '@/components/ui/spinner';
import { validatePreCheckIn } from '../../api/pre-check-in-validate';
import { PageHeading } from '../reservations/page.styles';
import { PreCheckInForm } from './pre-check-in-form';
import { Narrow, Outcome } from './pre-check-in.styles';

type Step =
  | { kind: 'validating' }
  | { kind: 'invalid' }
  | { kind: 'form'; data: PreCheckInValidarResponse }
  | { kind: 'done' };

export const INVALID_LINK_TEXT = 'Este link de pré-check-in é inválido ou expirou.';
export const DONE_TEXT = 'Pré-check-in concluído! Até breve.';

/** /pre-check-in/:reserva/:tokenPre: the e-mailed link, open to all (the token authorises). */
export function PreCheckInPage({ reserva, token }: { reserva: string; token: string }) {
  const [step, setStep] = useState<Step>({ kind: 'validating' });

  useEffect(() => {
    let current = true;
    // Any failure (bad token, used link, network) reads the same to the guest: ask for a new link.
    validatePreCheckIn({ numero_reserva: reserva, token }).then(
      (data) => current && setStep({ kind: 'form', data }),
      () => current && setStep({ kind: 'invalid' }),
    );
    return () => {
      current = false;
    };
  }, [reserva, token]);

  return (
    <Narrow>
      <PageHeading>Pré-check-in</PageHeading>
      {step.kind === 'validating' && <Spinner label="Verificando o link" showLabel />}
      {step.kind === 'invalid' && <Outcome role="alert">{INVALID_LINK_TEXT}</Outcome>}
      {step.kind === 'form' && (
        <PreCheckInForm data={step.data} token={token} onDone={() => setStep({ kind: 'done' })} />
      )}
      {step.kind === 'done' && <Outcome role="status">{DONE_TEXT}</Outcome>}
    </Narrow>
  );
}

import { useEffect, useRef } from 'react';
import { formatMinutesSeconds, useCountdown } from '../hooks/use-countdown';
import { usePixPolling, type PixOutcome } from '../hooks/use-pix-polling';
import type { StoredPix } from '../stores/pix-store';
import { CopyField } from './copy-field';
import { Button } from '@/components/ui/button';
import { Actions, Countdown, Hint } from './payment.styles';
import { QrCodeImage } from './qr-code-image';

interface PixChargeProps {
  pix: StoredPix;
  /** Paid, expired (by /consulta or by the clock), refused or refunded. */
  onOutcome: (outcome: PixOutcome, message: string) => void;
  /** The server's clock minus the device's (the time left is the server's). */
  clockOffsetMs: number;
  /** 'Expira em mm:ss'; off when the page shows the same deadline already. */
  showExpiry: boolean;
  /** Leave the charge to be paid later (the purchase then awaits it). */
  onPayLater?: () => void;
}

/** A generated PIX: QR code, copy-paste code, countdown to expiry, and /consulta polling. */
export function PixCharge({
  pix,
  onOutcome,
  clockOffsetMs,
  showExpiry,
  onPayLater,
}: PixChargeProps) {
  const secondsLeft = useCountdown(pix.expiraEm, clockOffsetMs);
  const live = secondsLeft > 0;

  usePixPolling(pix.hotelId, pix.token, live, (outcome, answer) =>
    onOutcome(outcome, answer.transacao_erro),
  );

  const outcomeRef = useRef(onOutcome);
  useEffect(() => {
    outcomeRef.current = onOutcome;
  });
  useEffect(() => {
    // The clock ran out before /consulta said so; the outcome is the same.
    if (!live) outcomeRef.current('expirado', '');
  }, [live]);

  return (
    <>
      <QrCodeImage code={pix.qrCode} />
      <CopyField
        label="PIX copia e cola"
        value={pix.qrCode}
        buttonLabel="Copiar código"
        copiedMessage="Código copiado!"
      />
      {showExpiry ? (
        <Countdown aria-live="off">{`Expira em ${formatMinutesSeconds(secondsLeft)}`}</Countdown>
      ) : (
        <Hint>O PIX vale até o fim do prazo da reserva, mostrado no alto da página.</Hint>
      )}
      <Hint>
        Abra o app do seu banco, escolha pagar com PIX e leia o QR Code ou cole o código. Esta
        página confirma o pagamento sozinha.
      </Hint>
      {onPayLater && (
        <Actions>
          <Button type="button" $variant="secondary" onClick={onPayLater}>
            Pagar depois
          </Button>
        </Actions>
      )}
    </>
  );
}

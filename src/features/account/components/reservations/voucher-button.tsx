import { useState } from 'react';
import { LoadingButton } from '@/components/ui/loading-button';
import { errorMessage } from '@/lib/http/api-error';
import { getVoucher } from '../../api/get-voucher';
import { openPdfInNewTab } from '../../utils/open-pdf';
import { Notice } from './card.styles';

type VoucherState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'blocked'; url: string }
  | { kind: 'error'; message: string };

/** 'Voucher': the PDF opens in a new tab; a download link if the browser blocked the tab. */
export function VoucherButton({ numeroReserva }: { numeroReserva: string }) {
  const [state, setState] = useState<VoucherState>({ kind: 'idle' });

  function onClick() {
    setState({ kind: 'loading' });
    // No await before this call: the tab must open inside the click (popup blockers).
    openPdfInNewTab(() => getVoucher(numeroReserva)).then(
      (result) => setState(result.opened ? { kind: 'idle' } : { kind: 'blocked', url: result.url }),
      (error: unknown) => setState({ kind: 'error', message: errorMessage(error) }),
    );
  }

  return (
    <>
      <LoadingButton variant="secondary" loading={state.kind === 'loading'} onClick={onClick}>
        Voucher
      </LoadingButton>
      {state.kind === 'blocked' && (
        <Notice role="status">
          O navegador bloqueou a nova aba.{' '}
          <a href={state.url} download={`voucher-${numeroReserva}.pdf`}>
            Baixar voucher
          </a>
        </Notice>
      )}
      {state.kind === 'error' && <Notice role="alert">{state.message}</Notice>}
    </>
  );
}

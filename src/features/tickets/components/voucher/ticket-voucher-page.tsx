import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import styled from 'styled-components';
import type { ThemeColors } from '@/api/contract/admin';
import { colorVariable } from '@/theme/css-variables';
import { LoadError } from '@/components/layout/load-error';
import { Actions, Box, Page, Title } from '@/components/layout/page-column.styles';
import type { TicketVoucher } from '@/api/contract/tickets';
import { Button } from '@/components/ui/button';
import { QrCode } from '@/components/ui/qr-code';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { base64ToPdfBlob, downloadBlob } from '@/lib/download-file';
import { formatCurrency } from '@/lib/format';
import { ApiError, errorMessage } from '@/lib/http/api-error';
import { useSessionUser } from '@/stores/session';
import { useToastActions } from '@/stores/toasts';
import { useRemote } from '@/lib/use-remote';
import { getVoucher } from '../../api/get-voucher';
import { getVoucherPdf } from '../../api/get-voucher-pdf';
import { ticketColourToken, ticketGroup } from '../../utils/ticket-colours';
import { UNIT_STATUS_TEXT, VOUCHER_STATUS_TEXT, visitDateText } from '../../utils/voucher-text';
import { media } from '@/theme/tokens';

/** `?voucher=` as a positive id, or null. */
function voucherIdOf(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/**
 * /minhaConta/ingressos/voucher?voucher=<id> (issue 13): one QR code per ticket with its
 * category, the proof to show and its status; printable and as a PDF. Another person's voucher
 * is a 404 of the API, shown as not found.
 */
export function TicketVoucherPage() {
  const [params] = useSearchParams();
  const voucherId = voucherIdOf(params.get('voucher'));
  const user = useSessionUser();
  // Another person's voucher, or one that does not exist: the API's 404, read as 'not found'.
  const { state, retry } = useRemote(
    () =>
      getVoucher({ voucher_id: voucherId ?? 0, pessoa_id: user.id }).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }),
    voucherId === null ? null : `${voucherId}|${user.id}`,
  );

  if (state.status === 'loading') {
    return (
      <Page>
        <Spinner label="Carregando seus ingressos" />
      </Page>
    );
  }
  const backToList = <Link to={paths.accountTickets.getHref()}>Ir para Meus ingressos</Link>;
  if (state.status === 'error') {
    return (
      <Page>
        <Title>Voucher de ingressos</Title>
        <LoadError what="carregar seus ingressos" message={state.message} onRetry={retry}>
          {backToList}
        </LoadError>
      </Page>
    );
  }
  if (state.status === 'idle' || state.data === null) {
    return (
      <Page>
        <Title>Voucher de ingressos</Title>
        <Box role="alert">
          <p>Ingresso não encontrado.</p>
          {backToList}
        </Box>
      </Page>
    );
  }

  const voucher = state.data;
  const valid = voucher.status === 'pago' || voucher.status === 'utilizado';
  return (
    <Page>
      <Title>Voucher de ingressos</Title>
      <VoucherFacts voucher={voucher} buyer={user.nome} valid={valid} />
      {!valid && (
        <Box role="status">
          <p>
            {voucher.status === 'cancelado'
              ? 'Esta compra foi cancelada e reembolsada: os QR Codes não valem mais.'
              : 'Os QR Codes aparecem quando o pagamento é aprovado.'}
          </p>
        </Box>
      )}
      {valid && <VoucherActions voucher={voucher} />}
      {valid && <VoucherTickets voucher={voucher} />}
    </Page>
  );
}

/** The purchase: where and when, its code, status and total, the buyer and the entry rules. */
function VoucherFacts({
  voucher,
  buyer,
  valid,
}: {
  voucher: TicketVoucher;
  buyer: string;
  valid: boolean;
}) {
  const children = voucher.ingressos.some((l) => ticketGroup(l) === 'crianca');
  return (
    <Box>
      <p>
        <strong>{voucher.estabelecimento}</strong> · visita em{' '}
        <strong>{visitDateText(voucher.data_visita)}</strong>
      </p>
      <p>
        Compra {voucher.codigo} · {VOUCHER_STATUS_TEXT[voucher.status]} · Total{' '}
        {formatCurrency(voucher.valor_total)}
      </p>
      <p>Comprador: {buyer}</p>
      {valid && (
        <p>
          Apresente na entrada o QR Code de cada ingresso, impresso ou no celular. Meia-entrada e
          crianças: leve o documento indicado em cada ingresso.
        </p>
      )}
      {children && (
        <p>
          Crianças menores de 10 anos só entram acompanhadas dos pais ou responsável legal (ECA,
          art. 75).
        </p>
      )}
    </Box>
  );
}

/** Print, the PDF, and back to the list. */
function VoucherActions({ voucher }: { voucher: TicketVoucher }) {
  const user = useSessionUser();
  const { toastShown } = useToastActions();
  const [downloading, setDownloading] = useState(false);

  async function downloadPdf() {
    setDownloading(true);
    try {
      const base64 = await getVoucherPdf({ voucher_id: voucher.voucher_id, pessoa_id: user.id });
      downloadBlob(base64ToPdfBlob(base64), `ingressos-${voucher.codigo}.pdf`);
    } catch (error) {
      toastShown({ message: errorMessage(error), variant: 'warning' });
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Actions className="no-print">
      <Button type="button" onClick={() => window.print()}>
        Imprimir
      </Button>
      <Button
        type="button"
        $variant="secondary"
        disabled={downloading}
        aria-busy={downloading || undefined}
        onClick={() => void downloadPdf()}
      >
        {downloading ? 'Gerando PDF…' : 'Baixar PDF'}
      </Button>
      <Link to={paths.accountTickets.getHref()}>Meus ingressos</Link>
    </Actions>
  );
}

/** One QR code per ticket, with its category, code and status. */
function VoucherTickets({ voucher }: { voucher: TicketVoucher }) {
  return (
    <Tickets>
      {voucher.unidades.map((unit, i) => {
        const n = i + 1;
        const line = voucher.ingressos.find((l) => l.cti_id === unit.cti_id);
        const colour = ticketColourToken(line ?? unit);
        return (
          <Ticket key={unit.codigo || n} aria-labelledby={`ingresso-${n}`} $colour={colour}>
            <h2 id={`ingresso-${n}`}>
              Ingresso {n} de {voucher.unidades.length}: {unit.cti_nome}
            </h2>
            <QrCode
              value={unit.codigo}
              alt={`QR Code do ingresso ${n} – ${unit.cti_nome}`}
              size={200}
              fallback={`Mostre na entrada o código ${unit.codigo}.`}
            />
            <Code>{unit.codigo}</Code>
            <p>
              <strong>{UNIT_STATUS_TEXT[unit.status]}</strong>
            </p>
            {unit.observacao && <Note>{unit.observacao}</Note>}
          </Ticket>
        );
      })}
    </Tickets>
  );
}

const Tickets = styled.div`
  display: grid;
  gap: var(--space-md);

  ${media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Ticket = styled.section<{ $colour: keyof ThemeColors }>`
  display: grid;
  gap: var(--space-xs);
  justify-items: center;
  text-align: center;
  padding: var(--space-md);
  border-radius: var(--radius-md);
  border: 1px solid var(--color-grey-300);
  border-top: 8px solid ${({ $colour }) => colorVariable($colour)};
  background: var(--color-white);
  /* A ticket never splits across printed pages: its QR code stays whole. */
  break-inside: avoid;

  h2 {
    margin: 0;
    font-size: var(--font-size-md);
  }

  p {
    margin: 0;
  }
`;

const Code = styled.p`
  font-family: monospace;
  letter-spacing: 0.05em;
`;

const Note = styled.p`
  font-size: var(--font-size-sm);
  color: var(--color-grey-600);
`;

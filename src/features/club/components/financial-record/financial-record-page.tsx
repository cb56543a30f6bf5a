import { LoadError } from '@/components/layout/load-error';
import { type ReactNode, useState } from 'react';
import { Link } from '@/components/ui/link';
import styled from 'styled-components';
import {
  INSTALLMENT_METHOD_NAMES,
  type ContractDetail,
  type ContractInstallment,
} from '@/api/contract/club';
import { Actions, Box, Page, Title, WarningNote } from '@/components/layout/page-column.styles';
import { Button } from '@/components/ui/button';
import { DataTable, TableScroll } from '@/components/ui/data-table.styles';
import { LoadingButton } from '@/components/ui/loading-button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { base64ToPdfBlob, downloadBlob } from '@/lib/download-file';
import { formatCurrency } from '@/lib/format';
import { errorMessage } from '@/lib/http/api-error';
import { useMediaQuery } from '@/components/layout/use-media-query';
import { getFinancialRecordPdf } from '../../api/get-financial-record-pdf';
import { useFinancialRecord } from '../../hooks/use-financial-record';
import { INSTALLMENT_STATUS_TEXT } from '../../utils/club-text';
import { InstallmentCards } from './installment-cards';
import { PixAutomatic } from './pix-automatic';

/** Under 700 px the lines are cards, not a table scrolled sideways. */
const PHONE_QUERY = '(max-width: 699px)';

const METHOD_TEXT = INSTALLMENT_METHOD_NAMES;

/** What paying one line's 'segunda via' needs: the app composes the payment feature with it. */
export interface InstallmentPayment {
  contract: ContractDetail;
  parcela: ContractInstallment;
  /** 'paid': the money arrived; 'pending': a boleto (or PIX) left to pay later. */
  done: (outcome: 'paid' | 'pending') => void;
}

/** /ficha-financeira/{contratoId} (issue 12): the contract's parcelas and fees, overdue first named. */
export function FinancialRecordPage({
  contratoId,
  payInstallment,
}: {
  contratoId: number;
  /** The payment of a line's 'segunda via' (PIX or boleto); without it, only the phone. */
  payInstallment?: (payment: InstallmentPayment) => ReactNode;
}) {
  const { state, retry, refresh } = useFinancialRecord(contratoId);
  // Kept above the record, which reloads (and remounts) once a line is paid.
  const [outcome, setOutcome] = useState<string | null>(null);
  const settled = (parcela: ContractInstallment, result: 'paid' | 'pending') => {
    setOutcome(
      result === 'paid'
        ? `Pagamento recebido: ${parcela.descricao} está paga.`
        : `${parcela.descricao}: a parcela é baixada assim que o pagamento for compensado.`,
    );
    retry();
  };
  return (
    <Page>
      <Title>Ficha financeira</Title>
      <Link to={paths.myContracts.getHref()} className="no-print">
        Voltar para Meus contratos
      </Link>
      {state.status === 'loading' && <Spinner label="Carregando a ficha financeira" />}
      {state.status === 'error' && (
        <LoadError what="carregar a ficha financeira" message={state.message} onRetry={retry} />
      )}
      {state.status === 'ready' && state.data === null && (
        <Box role="alert">
          <p>Contrato não encontrado entre os seus contratos.</p>
        </Box>
      )}
      {outcome && <p role="status">{outcome}</p>}
      {state.status === 'ready' && state.data && (
        <Record
          contract={state.data}
          payInstallment={payInstallment}
          onSettled={settled}
          onReload={refresh}
        />
      )}
    </Page>
  );
}

function Record({
  contract,
  payInstallment,
  onSettled,
  onReload,
}: {
  contract: ContractDetail;
  payInstallment?: (payment: InstallmentPayment) => ReactNode;
  onSettled: (parcela: ContractInstallment, outcome: 'paid' | 'pending') => void;
  /** Reads the record again in place (PIX Automático may have paid a line). */
  onReload: () => void;
}) {
  const [paying, setPaying] = useState<ContractInstallment | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function download() {
    setDownloading(true);
    setFailure(null);
    try {
      const base64 = await getFinancialRecordPdf(contract.numero_contrato);
      downloadBlob(base64ToPdfBlob(base64), `ficha-financeira-${contract.numero_contrato}.pdf`);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setDownloading(false);
    }
  }

  const phone = useMediaQuery(PHONE_QUERY);
  /** What the line says of its payment: when and how it was paid, or the way to pay it. */
  const payment = (p: ContractInstallment): ReactNode =>
    p.pago_em ? (
      `${p.pago_em}${p.forma_pagamento ? `, ${METHOD_TEXT[p.forma_pagamento]}` : ''}`
    ) : payInstallment && p.referencia_pagamento ? (
      <Button
        type="button"
        $variant={p.status === 'vencida' ? 'primary' : 'secondary'}
        className="no-print"
        aria-label={`Pagar 2ª via: ${p.descricao}`}
        aria-expanded={paying?.parcela_id === p.parcela_id}
        aria-controls="pagar-segunda-via"
        onClick={() => setPaying(p)}
      >
        Pagar 2ª via
      </Button>
    ) : (
      '—'
    );

  return (
    <>
      <p>
        Contrato <strong>{contract.numero_contrato}</strong> · {contract.produto}
      </p>
      <OverdueNote contract={contract} canPay={payInstallment !== undefined} />
      <Actions className="no-print">
        <Button type="button" $variant="secondary" onClick={() => window.print()}>
          Imprimir
        </Button>
        <LoadingButton
          type="button"
          variant="secondary"
          loading={downloading}
          onClick={() => void download()}
        >
          Baixar PDF
        </LoadingButton>
      </Actions>
      {failure && <p role="alert">{failure}</p>}
      {phone ? (
        <InstallmentCards contract={contract} payment={payment} />
      ) : (
        <InstallmentTable contract={contract} payment={payment} />
      )}
      <PixAutomatic numeroContrato={contract.numero_contrato} onChanged={onReload} />
      {paying && payInstallment && (
        <SecondCopy
          id="pagar-segunda-via"
          aria-labelledby="segunda-via-titulo"
          className="no-print"
        >
          <h2 id="segunda-via-titulo">Pagar 2ª via</h2>
          <p>
            {paying.descricao}, vencimento {paying.vencimento}:{' '}
            <strong>{formatCurrency(paying.valor)}</strong>, por PIX ou boleto.
          </p>
          {payInstallment({
            contract,
            parcela: paying,
            done: (result) => {
              setPaying(null);
              onSettled(paying, result);
            },
          })}
          <Button type="button" $variant="secondary" onClick={() => setPaying(null)}>
            Fechar
          </Button>
        </SecondCopy>
      )}
    </>
  );
}

/** What is overdue, and why it matters: a contract in arrears books nothing. */
function OverdueNote({ contract, canPay }: { contract: ContractDetail; canPay: boolean }) {
  const overdue = contract.parcelas.filter((p) => p.status === 'vencida');
  if (overdue.length === 0) return <p>Nenhuma parcela em atraso.</p>;
  return (
    <WarningNote role="alert">
      <strong>{formatCurrency(contract.valor_em_atraso)} em atraso</strong> (
      {overdue.map((p) => `${p.descricao}, vencida em ${p.vencimento}`).join('; ')}). Enquanto não
      for pago, o contrato não pode ser usado em reservas nem em depósitos de semana.{' '}
      {canPay
        ? "Pague agora por PIX ou boleto em 'Pagar 2ª via', na linha da parcela, ou fale com a central do clube: (64) 3453-9000."
        : 'Para pagar, fale com a central do clube: (64) 3453-9000.'}
    </WarningNote>
  );
}

/** The installments and fees as a table (from a tablet's width up). */
function InstallmentTable({
  contract,
  payment,
}: {
  contract: ContractDetail;
  payment: (p: ContractInstallment) => ReactNode;
}) {
  return (
    <TableScroll role="region" aria-labelledby="parcelas-titulo" tabIndex={0}>
      <DataTable $minWidth={640}>
        <caption id="parcelas-titulo">
          Parcelas e taxas do contrato {contract.numero_contrato}
        </caption>
        <thead>
          <tr>
            <th scope="col">Vencimento</th>
            <th scope="col">Descrição</th>
            <th scope="col">Valor</th>
            <th scope="col">Situação</th>
            <th scope="col">Pagamento</th>
          </tr>
        </thead>
        <tbody>
          {contract.parcelas.map((p) => (
            <Row key={p.parcela_id} $overdue={p.status === 'vencida'}>
              <td>{p.vencimento}</td>
              <td>{p.descricao}</td>
              <td>{formatCurrency(p.valor)}</td>
              <td>{INSTALLMENT_STATUS_TEXT[p.status]}</td>
              <td>{payment(p)}</td>
            </Row>
          ))}
        </tbody>
      </DataTable>
    </TableScroll>
  );
}

const SecondCopy = styled.section`
  display: grid;
  gap: var(--space-sm);
  justify-items: start;
`;

/** An overdue line stands out by weight and a side bar, not by colour alone. */
const Row = styled.tr<{ $overdue: boolean }>`
  font-weight: ${({ $overdue }) => ($overdue ? 700 : 400)};
  background: ${({ $overdue }) => ($overdue ? 'var(--color-grey-100)' : 'transparent')};

  td:first-child {
    border-left: 4px solid ${({ $overdue }) => ($overdue ? 'var(--color-warning)' : 'transparent')};
  }
`;

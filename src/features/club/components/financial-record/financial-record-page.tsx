import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ContractDetail } from '@/api/contract/club';
import { Actions, Box, Page, Title, WarningNote } from '@/components/layout/page-column.styles';
import { Button } from '@/components/ui/button';
import { DataTable, TableScroll } from '@/components/ui/data-table.styles';
import { LoadingButton } from '@/components/ui/loading-button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { base64ToPdfBlob, downloadBlob } from '@/lib/download-file';
import { formatCurrency } from '@/lib/format';
import { errorMessage } from '@/lib/http/api-error';
import { getFinancialRecordPdf } from '../../api/get-financial-record-pdf';
import { useFinancialRecord } from '../../hooks/use-financial-record';
import { INSTALLMENT_STATUS_TEXT } from '../../utils/club-text';

const METHOD_TEXT = { cartao: 'cartão', pix: 'PIX', boleto: 'boleto', debito: 'débito em conta' };

/** /ficha-financeira/{contratoId} (issue 12): the contract's parcelas and fees, overdue first named. */
export function FinancialRecordPage({ contratoId }: { contratoId: number }) {
  const { state, retry } = useFinancialRecord(contratoId);
  return (
    <Page>
      <Title>Ficha financeira</Title>
      <Link to={paths.myContracts.getHref()} className="no-print">
        Voltar para Meus contratos
      </Link>
      {state.status === 'loading' && <Spinner label="Carregando a ficha financeira" />}
      {state.status === 'error' && (
        <Box role="alert">
          <p>Não foi possível carregar a ficha financeira. {state.message}</p>
          <Button type="button" $variant="secondary" onClick={retry}>
            Tentar novamente
          </Button>
        </Box>
      )}
      {state.status === 'ready' && state.data === null && (
        <Box role="alert">
          <p>Contrato não encontrado entre os seus contratos.</p>
        </Box>
      )}
      {state.status === 'ready' && state.data && <Record contract={state.data} />}
    </Page>
  );
}

function Record({ contract }: { contract: ContractDetail }) {
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

  const overdue = contract.parcelas.filter((p) => p.status === 'vencida');
  return (
    <>
      <p>
        Contrato <strong>{contract.numero_contrato}</strong> · {contract.produto}
      </p>
      {overdue.length > 0 ? (
        <WarningNote role="alert">
          <strong>{formatCurrency(contract.valor_em_atraso)} em atraso</strong> (
          {overdue.map((p) => `${p.descricao}, vencida em ${p.vencimento}`).join('; ')}). Enquanto
          não for pago, o contrato não pode ser usado em reservas nem em depósitos de semana. Para
          pagar, fale com a central do clube: (64) 3453-9000.
        </WarningNote>
      ) : (
        <p>Nenhuma parcela em atraso.</p>
      )}
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
                <td>
                  {p.pago_em
                    ? `${p.pago_em}${p.forma_pagamento ? `, ${METHOD_TEXT[p.forma_pagamento]}` : ''}`
                    : '—'}
                </td>
              </Row>
            ))}
          </tbody>
        </DataTable>
      </TableScroll>
    </>
  );
}

/** An overdue line stands out by weight and a side bar, not by colour alone. */
const Row = styled.tr<{ $overdue: boolean }>`
  font-weight: ${({ $overdue }) => ($overdue ? 700 : 400)};
  background: ${({ theme, $overdue }) => ($overdue ? theme.colors.grey100 : 'transparent')};

  td:first-child {
    border-left: 4px solid
      ${({ theme, $overdue }) => ($overdue ? theme.colors.warning : 'transparent')};
  }
`;

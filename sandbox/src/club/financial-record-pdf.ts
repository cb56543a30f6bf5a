import {
  type ContractDetail,
  INSTALLMENT_METHOD_NAMES,
  INSTALLMENT_STATUS_NAMES,
} from '../../../src/api/contract/club';
import { buildPdf, type PdfLine } from '../shared/pdf';
import { formatBrl } from '../shared/money';

/** The contract's financial record (ficha financeira) as a PDF: every line, overdue first named. */
export function financialRecordPdf(contract: ContractDetail, holder: string): Buffer {
  const cents = (reais: number) => Math.round(reais * 100);
  const lines: PdfLine[] = [
    { text: `Ficha financeira do contrato ${contract.numero_contrato}`, size: 18, bold: true },
    { text: `${contract.produto} · titular ${holder}`, gap: 4 },
    {
      text:
        contract.valor_em_atraso > 0
          ? `Em atraso: ${formatBrl(cents(contract.valor_em_atraso))}`
          : 'Nenhuma parcela em atraso.',
      size: 10,
      bold: contract.valor_em_atraso > 0,
      rule: true,
    },
  ];
  for (const p of contract.parcelas) {
    const method = p.forma_pagamento ? `, ${INSTALLMENT_METHOD_NAMES[p.forma_pagamento]}` : '';
    const paid = p.pago_em ? ` · paga em ${p.pago_em}${method}` : '';
    lines.push({
      text: `${p.vencimento}  ${p.descricao}  ${formatBrl(cents(p.valor))}  ${INSTALLMENT_STATUS_NAMES[p.status]}${paid}`,
      size: 9,
      bold: p.status === 'vencida',
    });
  }
  return buildPdf(`Ficha financeira ${contract.numero_contrato}`, lines);
}

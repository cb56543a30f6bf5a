import QRCode from 'qrcode';
import { TICKET_UNIT_STATUS_NAMES, type TicketVoucher } from '../../../src/api/contract/tickets';
import type { Db } from '../db/types';
import { fromIso, toWire } from '../shared/calendar';
import { buildPdf, type PdfLine, wrapText } from '../shared/pdf';
import { findUserById } from '../repositories/users';

const STATUS_TEXT = TICKET_UNIT_STATUS_NAMES;

/** The paid voucher as a PDF: the purchase, then one block per ticket with its QR code. */
export function ticketVoucherPdf(db: Db, voucher: TicketVoucher): Buffer {
  const buyer = findUserById(db, voucher.pessoa_id);
  const lines: PdfLine[] = [
    { text: `Ingressos ${voucher.estabelecimento}`, size: 18, bold: true },
    {
      text: `Visita em ${toWire(fromIso(voucher.data_visita))} · compra ${voucher.codigo}`,
      gap: 4,
    },
    { text: `Comprador: ${buyer?.nome ?? ''}`, size: 10 },
    { text: `Total: R$ ${voucher.valor_total},00`, size: 10, rule: true },
    ...wrapText(
      'Apresente na entrada o QR Code de cada ingresso. Meia-entrada e crianças: leve o documento indicado em cada ingresso. Crianças menores de 10 anos só entram acompanhadas dos pais ou responsável legal (ECA, art. 75).',
    ).map((text) => ({ text, size: 9 })),
  ];
  voucher.unidades.forEach((unit, i) => {
    const qr = QRCode.create(unit.codigo, { errorCorrectionLevel: 'M' });
    lines.push(
      {
        text: `Ingresso ${i + 1} de ${voucher.unidades.length}: ${unit.cti_nome}`,
        bold: true,
        gap: 16,
      },
      { text: `Código ${unit.codigo} · ${STATUS_TEXT[unit.status]}`, size: 9 },
      ...wrapText(unit.observacao, 100).map((text) => ({ text, size: 8 })),
      { text: '', qr: { modules: qr.modules.data, width: qr.modules.size, side: 110 }, gap: 4 },
    );
  });
  return buildPdf(`Ingressos ${voucher.codigo}`, lines);
}

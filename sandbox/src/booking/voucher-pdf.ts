import type { Hospede, ReservaResumo } from '../../../src/api/contract/account';
import { buildPdf, type PdfLine, wrapText } from '../shared/pdf';
import { formatLocalDate } from '../shared/calendar';
import { formatReais } from '../shared/money';

export interface VoucherHotel {
  nome: string;
  endereco: string;
  telefones: string[];
}

function nightsBetween(arrival: string, departure: string): number {
  const toTime = (wire: string): number => {
    const [d, m, y] = wire.split('/').map(Number) as [number, number, number];
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((toTime(departure) - toTime(arrival)) / 86_400_000);
}

/** The reservation voucher (versao 2): a one- or two-page PDF with everything the desk needs. */
/** The central's WhatsApp, as the site's default VITE_WHATSAPP_NUMBER. */
export const CENTRAL_WHATSAPP = '556434539000';

export function voucherPdf(
  reserva: ReservaResumo,
  hotel: VoucherHotel,
  hospedes: Hospede[],
  /** When it is issued, by the sandbox's clock (db/clock.ts). */
  issuedAtMs: number,
): Buffer {
  // The extras paid with the group (issue 29): the desk sees them on every room's voucher.
  const extras = reserva.extras_grupo ?? [];
  const tickets = reserva.ingressos_grupo ?? [];
  const nights = nightsBetween(reserva.data_chegada, reserva.data_partida);
  const guestLines: PdfLine[] = hospedes.map((h) => ({
    text:
      `${h.nome} ${h.sobrenome}`.trim() +
      (h.tipo === 'crianca' ? ` (criança, ${h.idade} anos)` : ' (adulto)') +
      (h.principal ? ' - hóspede principal' : ''),
    indent: 12,
  }));
  const lines: PdfLine[] = [
    { text: 'Aurora Hotéis & Resorts', size: 10 },
    { text: 'Voucher de hospedagem', size: 20, bold: true, gap: 4, rule: true },
    { text: `Reserva ${reserva.numero_reserva}`, size: 14, bold: true, gap: 10 },
    { text: `Situação: ${reserva.status}` },
    { text: `Emitido em: ${formatLocalDate(issuedAtMs)}`, size: 9 },
    { text: 'Hotel', size: 13, bold: true, gap: 14, rule: true },
    { text: hotel.nome, bold: true, gap: 4 },
    { text: hotel.endereco },
    { text: `Telefones: ${hotel.telefones.join(' / ')}` },
    {
      text: `WhatsApp da central: wa.me/${CENTRAL_WHATSAPP} (informe a reserva ${reserva.numero_reserva})`,
    },
    { text: 'Estadia', size: 13, bold: true, gap: 14, rule: true },
    { text: `Chegada: ${reserva.data_chegada} (check-in a partir das 14h)`, gap: 4 },
    { text: `Partida: ${reserva.data_partida} (check-out até as 12h)` },
    { text: `Noites: ${nights}` },
    { text: `Acomodação: ${reserva.uh}` },
    { text: `Regime de alimentação: ${reserva.pensao}` },
    {
      text: `Hóspedes: ${reserva.qtd_adultos} adulto(s) e ${reserva.qtd_criancas} criança(s)`,
    },
    ...(guestLines.length > 0 ? guestLines : [{ text: reserva.hospede_principal, indent: 12 }]),
    ...(extras.length > 0
      ? [
          {
            text: 'Extras da estadia (do grupo de quartos)',
            size: 13,
            bold: true,
            gap: 14,
            rule: true,
          },
          ...extras.map((extra, i): PdfLine => ({
            text: `${extra.nome}: ${extra.quando}, quantidade ${extra.quantidade}`,
            gap: i === 0 ? 4 : 0,
          })),
        ]
      : []),
    ...(tickets.length > 0
      ? [
          { text: 'Ingressos do parque aquático', size: 13, bold: true, gap: 14, rule: true },
          ...tickets.map((day, i): PdfLine => ({
            text: `${day.data}: ${day.pessoas} ${day.pessoas === 1 ? 'pessoa' : 'pessoas'} (códigos em Minha Conta, Meus ingressos)`,
            gap: i === 0 ? 4 : 0,
          })),
        ]
      : []),
    { text: 'Valores', size: 13, bold: true, gap: 14, rule: true },
    { text: `Valor total da hospedagem: ${formatReais(reserva.valor_total)}`, bold: true, gap: 4 },
    { text: `Reserva feita em ${reserva.data_reserva}.` },
    // Decreto 7.381/2010 art. 20: the voucher repeats the policy accepted when booking.
    ...(reserva.politica_cancelamento
      ? [
          { text: 'Política de cancelamento', size: 13, bold: true, gap: 14, rule: true },
          ...wrapText(reserva.politica_cancelamento.texto).map((text, i): PdfLine => ({
            text,
            size: 10,
            gap: i === 0 ? 4 : 0,
          })),
        ]
      : []),
    { text: 'Importante', size: 13, bold: true, gap: 14, rule: true },
    {
      text: 'Apresente este voucher e um documento oficial com foto de cada hóspede no check-in.',
      gap: 4,
    },
    { text: 'Crianças devem estar acompanhadas dos pais ou de responsável autorizado.' },
    {
      text: 'Documento gerado pelo ambiente de demonstração (sandbox). Dados fictícios.',
      size: 9,
      gap: 24,
    },
  ];
  return buildPdf(`Voucher ${reserva.numero_reserva}`, lines);
}

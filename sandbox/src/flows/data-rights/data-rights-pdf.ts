import {
  CONTRACT_STATUS_NAMES,
  DEPOSIT_STATUS_NAMES,
  INSTALLMENT_METHOD_NAMES,
} from '../../../../src/api/contract/club';
import type { MeusDadosResponse } from '../../../../src/api/contract/data-rights';
import { VOUCHER_STATUS_NAMES } from '../../../../src/api/contract/tickets';
import { formatLocalDateTime, fromIso, toWire } from '../../shared/calendar';
import { buildPdf, type PdfLine } from '../../shared/pdf';
import { formatReais } from '../../shared/money';

const section = (title: string): PdfLine => ({
  text: title,
  size: 13,
  bold: true,
  gap: 14,
  rule: true,
});
const item = (text: string, indent = 0): PdfLine => ({ text, indent });
const when = (iso: string | null): string =>
  iso ? formatLocalDateTime(Date.parse(iso)) : 'nunca registrado';
const none = (text: string): PdfLine => ({ text, indent: 0, size: 10 });

/** The site's word for a code, or the code itself if the site has none for it. */
const named = (names: Record<string, string>, code: string): string =>
  (Object.hasOwn(names, code) ? names[code] : undefined) ?? code;

/** A gateway transaction's state, as the payment pages say it. */
const PAYMENT_STATUS_NAMES: Record<string, string> = {
  aprovado: 'aprovado',
  pago: 'pago',
  pendente: 'aguardando pagamento',
  recusado: 'recusado',
  erro: 'não concluído',
  expirado: 'expirado',
  estornado: 'estornado',
};

/** The readable report of 'Meus dados': the same content as the JSON export, in sections. */
export function userDataPdf(data: MeusDadosResponse): Buffer {
  const p = data.perfil;
  const phones = p.telefone.map((t) => `(${t.ddd}) ${t.numero}`).join(', ') || '-';
  const consent = (label: string, c: MeusDadosResponse['consentimentos']['email_marketing']) =>
    item(
      `${label}: ${c.concedido ? 'concedido' : 'não concedido'} (atualizado em ${when(c.atualizado_em)})`,
    );
  const lines: PdfLine[] = [
    { text: 'Aurora Hotéis & Resorts', size: 10 },
    { text: 'Meus dados', size: 20, bold: true, gap: 4, rule: true },
    { text: `Relatório gerado em ${when(data.gerado_em)} (LGPD art. 18 e 19)`, size: 10, gap: 6 },
    section('Perfil'),
    item(`Nome: ${p.nome}`),
    item(`CPF: ${p.cpf}`),
    item(`E-mail: ${p.email}`),
    item(`Telefones: ${phones}`),
    item(`Data de nascimento: ${p.datanasc}`),
    item(
      `Endereço: ${p.logradouro}, ${p.numero}${p.complemento ? ` - ${p.complemento}` : ''}, ${p.bairro}, ${p.nomecidade} - ${p.ufestado}, CEP ${p.cep}`,
    ),
    item(`Conta criada em: ${when(p.criado_em)}`),
    section('Consentimentos'),
    consent('E-mail marketing', data.consentimentos.email_marketing),
    consent('WhatsApp marketing', data.consentimentos.whatsapp_marketing),
    section('Contratos do clube'),
    ...(data.contratos.length === 0
      ? [none('Nenhum contrato.')]
      : data.contratos.map((c) =>
          item(
            `${c.numero_contrato} - ${c.produto}, ${c.pontos} pontos, ${named(CONTRACT_STATUS_NAMES, c.status)} (${c.data_inicio} a ${c.data_fim})`,
          ),
        )),
    section('Reservas e hóspedes'),
    ...(data.reservas.length === 0
      ? [none('Nenhuma reserva.')]
      : data.reservas.flatMap((r) => [
          { text: `${r.numero_reserva} - ${r.hotel}, ${r.uh}`, bold: true, gap: 6 },
          item(
            `${r.data_chegada} a ${r.data_partida}, ${r.pensao}, ${r.status}, ${formatReais(r.valor_total)}`,
            12,
          ),
          ...r.hospedes.map((h) =>
            item(
              `${`${h.nome} ${h.sobrenome}`.trim()} (${h.tipo === 'crianca' ? `criança, ${h.idade} anos` : 'adulto'})` +
                [h.email, h.telefone, h.numero_documento]
                  .filter(Boolean)
                  .map((v) => `, ${v}`)
                  .join(''),
              24,
            ),
          ),
        ])),
    section('Pagamentos'),
    ...(data.pagamentos.length === 0
      ? [none('Nenhum pagamento.')]
      : data.pagamentos.map((t) =>
          item(
            `${when(t.criado_em)} - ${named(INSTALLMENT_METHOD_NAMES, t.metodo)}${t.ultimos4 ? ` ${t.bandeira} final ${t.ultimos4}` : ''}, ${formatReais(t.valor)}, ${named(PAYMENT_STATUS_NAMES, t.status)}; pagador ${t.comprador_nome}`,
          ),
        )),
    section('E-mails enviados'),
    ...(data.emails.length === 0
      ? [none('Nenhum e-mail.')]
      : data.emails.map((e) => item(`${when(e.enviado_em)} - ${e.assunto}`))),
    section('Recuperações de senha'),
    ...(data.recuperacoes_senha.length === 0
      ? [none('Nenhuma.')]
      : data.recuperacoes_senha.map((r) =>
          item(`${when(r.solicitada_em)} - ${r.usada ? 'link usado' : 'link não usado'}`),
        )),
    section('Solicitações sobre seus dados'),
    ...(data.solicitacoes.length === 0
      ? [none('Nenhuma solicitação anterior.')]
      : data.solicitacoes.map((s) => item(`${when(s.criado_em)} - ${s.descricao}`))),
    section('Ingressos do parque'),
    ...(data.ingressos.length === 0
      ? [none('Nenhuma compra de ingressos.')]
      : data.ingressos.map((v) =>
          item(
            `${when(v.criado_em)} - compra ${v.codigo} para ${toWire(fromIso(v.data_visita))}: ${v.ingressos.map((l) => `${l.qtd} ${l.cti_nome}`).join(', ')}; R$ ${v.valor_total},00, ${named(VOUCHER_STATUS_NAMES, v.status)}${v.valor_reembolsado > 0 ? `, reembolsado R$ ${v.valor_reembolsado},00` : ''}`,
          ),
        )),
    section('Depósitos de semana'),
    ...(data.depositos_semana.length === 0
      ? [none('Nenhum depósito de semana.')]
      : data.depositos_semana.map((d) =>
          item(
            `${when(d.criado_em)} - pedido ${d.deposito_semana_id}, contrato ${d.numero_contrato}: ${d.empreendimento} (${d.br}), semana de ${d.inicio}, ${d.pontos} pontos, taxa R$ ${d.taxa_utilizacao},00, ${named(DEPOSIT_STATUS_NAMES, d.status)}`,
          ),
        )),
    section('Lista de espera de semanas'),
    ...(data.lista_espera.length === 0
      ? [none('Nenhum pedido na lista de espera.')]
      : data.lista_espera.map((w) =>
          item(
            `${when(w.criado_em)} - pedido ${w.pedido_id}, contrato ${w.numero_contrato}: ${w.empreendimento} (${w.br}), semana de ${w.inicio}, esperar até ${w.expira_em}, ${w.status}${w.deposito_semana_id ? `, depósito ${w.deposito_semana_id}` : ''}`,
          ),
        )),
    section('Lista de espera de reservas'),
    ...(data.lista_espera_reservas.length === 0
      ? [none('Nenhum pedido na lista de espera de reservas.')]
      : data.lista_espera_reservas.map((w) =>
          item(
            `${when(w.criado_em)} - pedido ${w.pedido_id}, contrato ${w.numero_contrato}: ${w.hotel} (${w.quarto}), chegada ${w.data_chegada} (±${w.flexibilidade_dias} dias), ${w.noites} noites, esperar até ${w.expira_em}, ${w.status}${w.numero_reserva ? `, reserva ${w.numero_reserva}` : ''}; hóspedes: ${w.hospedes.map((h) => `${h.nome} ${h.sobrenome}`).join(', ') || '(apagados)'}`,
          ),
        )),
    section('Termos do clube'),
    ...(data.termos_clube.length === 0
      ? [none('Nenhum envio dos termos do clube.')]
      : data.termos_clube.map((t) =>
          item(
            `${when(t.enviado_em)} - versão ${t.versao}: ${t.aceito_em ? `aceita em ${when(t.aceito_em)}` : 'não aceita'}`,
          ),
        )),
    section('Reservas não concluídas'),
    ...(data.recuperacoes_reserva.length === 0 && data.contatos_reserva.length === 0
      ? [none('Nenhuma reserva não concluída.')]
      : [
          ...data.contatos_reserva.map((c) =>
            item(`${when(c.informado_em)} - seu nome e e-mail informados no grupo ${c.grupo}`),
          ),
          ...data.recuperacoes_reserva.map((r) =>
            item(
              `grupo ${r.grupo}: ${r.situacao === 'enviado' ? `lembrete enviado em ${when(r.enviado_em!)}` : 'nenhum lembrete enviado'}${r.link_usado_em ? `, link usado em ${when(r.link_usado_em)}` : ''}`,
            ),
          ),
        ]),
    section('Avaliações'),
    ...(data.avaliacoes.length === 0
      ? [none('Nenhuma avaliação escrita.')]
      : data.avaliacoes.map((a) =>
          item(
            `${when(a.enviada_em)} - ${a.hotel}, nota ${a.nota}: "${a.titulo}" (${a.status}${a.motivo_rejeicao ? `: ${a.motivo_rejeicao}` : ''})`,
          ),
        )),
    ...data.observacoes.map(none),
    {
      text: 'Documento gerado pelo ambiente de demonstração (sandbox). Dados fictícios.',
      size: 9,
      gap: 24,
    },
  ];
  return buildPdf('Meus dados', lines);
}

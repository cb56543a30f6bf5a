import { http, HttpResponse, type RequestHandler } from 'msw';
import {
  CLUB_PATHS,
  DEPOSIT_PATHS,
  TERMS_PATHS,
  type ContractRequest,
  type DepositAcceptanceRequest,
  type DepositConfirmRequest,
  type DepositDetailsRequest,
  type DepositRequestBody,
  type DepositUnitsRequest,
  type TermsLinkRequest,
} from '@/api/contract/club';
import {
  DEPOSIT_CANCEL_PATHS,
  type DepositCancelRequest,
  type MemberDeposit,
} from '@/api/contract/deposit-cancellation';
import { WAITLIST_PATHS } from '@/api/contract/deposit-waitlist';
import { BOOKING_WAITLIST_PATHS } from '@/api/contract/booking-waitlist';
import { PIX_AUTOMATICO_PATHS } from '@/api/contract/pix-automatico';
import { POINTS_CALCULATOR_PATHS } from '@/api/contract/points-calculator';
import { USER_TYPE_CLUB_MEMBER } from '@/api/contract/user';
import { env } from '@/config/env';
import {
  calculatorFixtures,
  depositFixtures,
  fixturePixAutomatico,
  fixtureClubMerchant,
  fixtureContractReservations,
  fixtureContracts,
  fixtureInstallments,
  fixtureStatements,
  termsFixtures,
} from '../fixtures/club';
import {
  fixtureCancelEffect,
  fixtureCertificateAllowance,
  fixtureMemberDeposits,
} from '../fixtures/club-member-extras';
import { GUEST_CERTIFICATE_PATHS } from '@/api/contract/guest-certificates';
import { fixtureAccounts } from '../fixtures/users';

const url = (path: string) => `${env.api.main}${path}`;
const refuse = (erro: string, status: number) => HttpResponse.json({ erro }, { status });

/** As the sandbox: 401 without a session, 403 for a user who is not a club member. */
function memberRefusal(request: Request) {
  const token = request.headers.get('Authorization')?.replace(/^Bearer /, '');
  const account = fixtureAccounts.find((a) => a.token === token);
  if (!account) return refuse('Token de autorização não encontrado ou inválido', 401);
  if (account.user.usuario_tipo_id !== USER_TYPE_CLUB_MEMBER) {
    return refuse('Área exclusiva para associados do Aurora VIP Club.', 403);
  }
  return null;
}

/** The club's calls of the main API (fixture member: clubMemberUser). */
export const clubHandlers: RequestHandler[] = [
  // The points calculator: public, no session.
  http.post(url(POINTS_CALCULATOR_PATHS.options), () =>
    HttpResponse.json(calculatorFixtures.options),
  ),
  http.post(url(POINTS_CALCULATOR_PATHS.stay), () => HttpResponse.json(calculatorFixtures.stay)),
  http.post(url(POINTS_CALCULATOR_PATHS.week), () => HttpResponse.json(calculatorFixtures.week)),

  http.post(url(CLUB_PATHS.contracts), ({ request }) => {
    return memberRefusal(request) ?? HttpResponse.json(fixtureContracts);
  }),

  http.post(url(CLUB_PATHS.contract), async ({ request }) => {
    const refusal = memberRefusal(request);
    if (refusal) return refusal;
    const { numero_contrato } = (await request.json()) as ContractRequest;
    const contract = fixtureContracts.find((c) => c.numero_contrato === numero_contrato);
    return contract
      ? HttpResponse.json({
          ...contract,
          parcelas: fixtureInstallments(contract),
          estabelecimento_pagamento: fixtureClubMerchant,
        })
      : refuse('Contrato não encontrado.', 404);
  }),

  http.post(url(CLUB_PATHS.financialRecordPdf), ({ request }) => {
    return memberRefusal(request) ?? HttpResponse.json({ arquivo: btoa('%PDF-1.4 ficha') });
  }),

  http.post(url(CLUB_PATHS.reservations), async ({ request }) => {
    const refusal = memberRefusal(request);
    if (refusal) return refusal;
    const { numero_contrato } = (await request.json()) as ContractRequest;
    const own = fixtureContracts.some((c) => c.numero_contrato === numero_contrato);
    return own
      ? HttpResponse.json(fixtureContractReservations[numero_contrato] ?? [])
      : refuse('Contrato não encontrado.', 404);
  }),

  http.post(url(CLUB_PATHS.pointsStatement), async ({ request }) => {
    const refusal = memberRefusal(request);
    if (refusal) return refusal;
    const { numero_contrato } = (await request.json()) as ContractRequest;
    const statement = fixtureStatements[numero_contrato.toUpperCase()];
    return statement ? HttpResponse.json(statement) : refuse('Contrato não encontrado.', 404);
  }),
];

const depositUrl = url;

/** Week deposits: the member's calls, the public acceptance step, the fixed-token calls. */
export const depositHandlers: RequestHandler[] = [
  // Meus contratos: the member's deposits (cancelling the first one), an empty waitlist.
  http.post(url(DEPOSIT_CANCEL_PATHS.list), ({ request }) => {
    return memberRefusal(request) ?? HttpResponse.json(fixtureMemberDeposits);
  }),
  http.post(url(DEPOSIT_CANCEL_PATHS.cancel), async ({ request }) => {
    const refusal = memberRefusal(request);
    if (refusal) return refusal;
    const body = (await request.json()) as DepositCancelRequest;
    const deposit = fixtureMemberDeposits.find(
      (d: MemberDeposit) => d.deposito_semana_id === body.deposito_semana_id,
    );
    if (!deposit) return refuse('Depósito não encontrado.', 404);
    if (!deposit.pode_cancelar) return refuse('Este depósito já foi cancelado.', 409);
    return HttpResponse.json(fixtureCancelEffect);
  }),
  http.post(url(WAITLIST_PATHS.list), ({ request }) => {
    return memberRefusal(request) ?? HttpResponse.json([]);
  }),
  // PIX Automático: none on the fixtures' contracts.
  http.post(url(PIX_AUTOMATICO_PATHS.status), async ({ request }) => {
    const refusal = memberRefusal(request);
    if (refusal) return refusal;
    const { numero_contrato } = (await request.json()) as { numero_contrato: string };
    return HttpResponse.json(fixturePixAutomatico(numero_contrato));
  }),
  http.post(url(BOOKING_WAITLIST_PATHS.list), ({ request }) => {
    return memberRefusal(request) ?? HttpResponse.json([]);
  }),
  // The review of a contract booking: the contract's guest certificates.
  http.post(url(GUEST_CERTIFICATE_PATHS.allowance), ({ request }) => {
    return memberRefusal(request) ?? HttpResponse.json(fixtureCertificateAllowance);
  }),
  http.post(depositUrl(DEPOSIT_PATHS.resorts), ({ request }) => {
    return memberRefusal(request) ?? HttpResponse.json(depositFixtures.resorts);
  }),
  http.post(depositUrl(DEPOSIT_PATHS.units), async ({ request }) => {
    const refusal = memberRefusal(request);
    if (refusal) return refusal;
    const { empreendimento_id } = (await request.json()) as DepositUnitsRequest;
    const units = depositFixtures.units[empreendimento_id];
    return units
      ? HttpResponse.json(units.map((br) => ({ br })))
      : refuse('Empreendimento não encontrado.', 404);
  }),
  http.post(depositUrl(DEPOSIT_PATHS.weeks), ({ request }) => {
    return memberRefusal(request) ?? HttpResponse.json(depositFixtures.weeks);
  }),
  http.post(depositUrl(DEPOSIT_PATHS.request), async ({ request }) => {
    const refusal = memberRefusal(request);
    if (refusal) return refusal;
    const body = (await request.json()) as DepositRequestBody;
    const week = depositFixtures.weeks.semanas.find((w) => w.inicio === body.inicio);
    if (!week?.disponivel) return refuse('As semanas começam no sábado.', 409);
    return HttpResponse.json({
      deposito_semana_id: depositFixtures.depositId,
      email: 'j***@example.com.br',
      expira_em: '2026-11-27T13:00:00.000Z',
    });
  }),
  http.post(depositUrl(DEPOSIT_PATHS.acceptanceDetails), async ({ request }) => {
    const body = (await request.json()) as DepositAcceptanceRequest;
    if (
      body.pedido !== depositFixtures.order ||
      body.deposito_semana_id !== depositFixtures.depositId
    ) {
      return refuse('Pedido de depósito não encontrado.', 404);
    }
    return HttpResponse.json({
      deposito_semana_id: depositFixtures.depositId,
      numero_contrato: 'VIP-2019-000501',
      usuario_nome: 'João Batista Ferreira',
      empreendimento: 'Lacqua Aurora Residence',
      br: '4',
      inicio: '06/03/2027',
      fim: '13/03/2027',
      qtd_pontos: 9000,
      taxa_utilizacao: 420,
      status: depositFixtures.confirmed ? 'confirmado' : 'aguardando_aceite',
      expira_em: '2026-11-27T13:00:00.000Z',
      regras: ['Os pontos são debitados do contrato na confirmação.'],
    });
  }),
  http.post(depositUrl(DEPOSIT_PATHS.accept), async ({ request }) => {
    const body = (await request.json()) as DepositAcceptanceRequest & { aceite?: boolean };
    if (body.aceite !== true) return refuse('É preciso aceitar as regras do depósito.', 400);
    return HttpResponse.json({
      confirma_id: depositFixtures.depositId,
      confirma_token: depositFixtures.token,
    });
  }),
  http.post(depositUrl(DEPOSIT_PATHS.details), async ({ request }) => {
    if (request.headers.get('Authorization') !== `Bearer ${env.tokens.deposits}`) {
      return refuse('Token de acesso inválido.', 401);
    }
    const body = (await request.json()) as DepositDetailsRequest;
    if (
      body.deposito_semana_id !== depositFixtures.depositId ||
      body.hash !== depositFixtures.token
    ) {
      return refuse('Link de confirmação inválido.', 404);
    }
    return HttpResponse.json({
      numero_contrato: 'VIP-2019-000501',
      qtd_pontos: 9000,
      taxa_utilizacao: 420,
      usuario_nome: 'João Batista Ferreira',
    });
  }),
  http.post(depositUrl(DEPOSIT_PATHS.confirm), async ({ request }) => {
    if (request.headers.get('Authorization') !== `Bearer ${env.tokens.deposits}`) {
      return refuse('Token de acesso inválido.', 401);
    }
    const body = (await request.json()) as DepositConfirmRequest;
    if (body.hash !== depositFixtures.token) return refuse('Link de confirmação inválido.', 404);
    if (depositFixtures.confirmed) return refuse('Este depósito já foi confirmado.', 409);
    depositFixtures.confirmed = true;
    return HttpResponse.json({ mensagem: 'Deposito efetuado com sucesso!' });
  }),
];

/** The club terms: the fixture member has not accepted them until the link is used. */
export const termsHandlers: RequestHandler[] = [
  http.post(url(TERMS_PATHS.status), ({ request }) => {
    return (
      memberRefusal(request) ??
      HttpResponse.json({ versao: '2026.1', aceito_em: termsFixtures.acceptedAt })
    );
  }),
  http.post(url(TERMS_PATHS.send), ({ request }) => {
    return memberRefusal(request) ?? HttpResponse.json({ email: 'j***@example.com.br' });
  }),
  http.post(url(TERMS_PATHS.read), async ({ request }) => {
    const { confirma } = (await request.json()) as TermsLinkRequest;
    if (confirma !== termsFixtures.token) return refuse('Link de aceite inválido.', 404);
    return HttpResponse.json({
      versao: '2026.1',
      titulo: 'Termos de uso do Aurora VIP Club',
      clausulas: ['1. Cada contrato recebe o crédito anual.', '2. Os pontos valem dois anos.'],
      usuario_nome: 'João Batista Ferreira',
      aceito_em: termsFixtures.acceptedAt,
    });
  }),
  http.post(url(TERMS_PATHS.accept), async ({ request }) => {
    const { confirma } = (await request.json()) as TermsLinkRequest;
    if (confirma !== termsFixtures.token) return refuse('Link de aceite inválido.', 404);
    const ja = termsFixtures.acceptedAt !== null;
    termsFixtures.acceptedAt ??= '2026-11-25T13:00:00.000Z';
    return HttpResponse.json({
      versao: '2026.1',
      aceito_em: termsFixtures.acceptedAt,
      ja_aceito: ja,
    });
  }),
];

import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  DEPOSIT_PATHS,
  type DepositAcceptanceDetails,
  type DepositAcceptanceResponse,
  type DepositConfirmResponse,
  type DepositRequestResponse,
  type DepositResort,
  type DepositUnit,
  type DepositWeeksResponse,
  type UnitCode,
  type WeeklyDeposit,
} from '../../../../src/api/contract/club';
import type { AppContext } from '../../context';
import { parseWireDate, today, toWire } from '../../shared/calendar';
import { ownContract, type ContractRow } from '../../repositories/club-contracts';
import type { Session } from '../../http/sessions';
import { permissionsOf } from '../../repositories/users';
import { findUserById } from '../../repositories/users';
import {
  acceptanceDetails,
  acceptDeposit,
  confirmDeposit,
  depositDetails,
} from '../deposit-confirmation';
import { depositWindow, requestDeposit, unitsOf, weeksOf } from '../week-deposits';
import { DomainError } from '../../shared/domain-error';
import { requireFixedToken } from '../../http/fixed-token';
import { asBody, bad, type Body } from '../../http/search-input';
import { CLUB_MESSAGES, clubMember, contractNumberOf } from './club-member';
import { findResort, listResorts } from '../../repositories/week-deposits';

const UNIT_CODES: readonly string[] = ['H', 'S', '1', '2', '3', '4'];
const TOKEN = /^[A-Za-z0-9_-]{16,100}$/;

function positiveId(value: unknown, label: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0) {
    throw bad(`Informe ${label}.`);
  }
  return value;
}

function unitCode(value: unknown): UnitCode {
  if (typeof value !== 'string' || !UNIT_CODES.includes(value)) {
    throw bad('Tipo de unidade inválido: use H, S ou 1 a 4.');
  }
  return value as UnitCode;
}

function tokenOf(value: unknown, label: string): string {
  if (typeof value !== 'string' || !TOKEN.test(value)) throw bad(`${label} inválido.`);
  return value;
}

/**
 * Week deposits (product-rules §7 `deposito-semana`; shapes and extensions in api/contract/club.ts):
 * the member's calls with their JWT, the public acceptance step named by the e-mailed order
 * code, and the two calls with the fixed deposits token.
 */
export function depositRoutes(app: FastifyInstance, ctx: AppContext): void {
  memberDepositRoutes(app, ctx);
  depositAcceptanceRoutes(app, ctx);
}

/** The member's calls, with their JWT: resorts, units, weeks, and the request. */
function memberDepositRoutes(app: FastifyInstance, { db, config, now }: AppContext): void {
  const ownUser = { onRequest: app.requireUser };
  const day = () => today(new Date(now()));

  /** A club member allowed to deposit weeks (the user's `deposito_semana` flag). */
  function depositor(request: FastifyRequest): Session {
    const session = clubMember(request);
    if (!permissionsOf(session.user).deposito_semana) {
      throw new DomainError('forbidden', 'Seu usuário não tem permissão para depositar semanas.');
    }
    return session;
  }

  function contractOf(body: Body, session: Session): ContractRow {
    const contract = ownContract(db, session.user.id, contractNumberOf(body));
    if (!contract) throw new DomainError('not_found', CLUB_MESSAGES.notFound);
    if (contract.status !== 'ativo') {
      throw new DomainError('conflict', `O contrato ${contract.numero_contrato} não está ativo.`);
    }
    return contract;
  }

  function resortOf(body: Body): number {
    const id = positiveId(body.empreendimento_id, 'o empreendimento');
    if (!findResort(db, id)) {
      throw new DomainError('not_found', 'Empreendimento não encontrado.');
    }
    return id;
  }

  app.post(DEPOSIT_PATHS.resorts, ownUser, async (request): Promise<DepositResort[]> => {
    depositor(request);
    return listResorts(db).map((r) => ({ resortId: r.id, resortName: r.nome, cidade: r.cidade }));
  });

  app.post(DEPOSIT_PATHS.units, ownUser, async (request): Promise<DepositUnit[]> => {
    depositor(request);
    return unitsOf(db, resortOf(asBody(request.body)));
  });

  app.post(DEPOSIT_PATHS.weeks, ownUser, async (request): Promise<DepositWeeksResponse> => {
    const session = depositor(request);
    const body = asBody(request.body);
    contractOf(body, session);
    const resortId = resortOf(body);
    const br = unitCode(body.br);
    const window = depositWindow(day());
    return {
      janela: { inicio: toWire(window.first), fim: toWire(window.last) },
      semanas: weeksOf(db, resortId, br, day(), now()),
    };
  });

  app.post(DEPOSIT_PATHS.request, ownUser, async (request): Promise<DepositRequestResponse> => {
    const session = depositor(request);
    const body = asBody(request.body);
    const contract = contractOf(body, session);
    const resortId = resortOf(body);
    const br = unitCode(body.br);
    const start = parseWireDate(body.inicio);
    if (start === null) throw bad('Informe a semana (data de check-in dd/MM/aaaa).');
    const user = findUserById(db, session.user.id)!;
    const { row, email } = requestDeposit(db, {
      contract,
      user,
      resortId,
      br,
      start,
      today: day(),
      nowMs: now(),
      siteUrl: config.siteUrl,
    });
    return {
      deposito_semana_id: row.id,
      email,
      expira_em: new Date(row.expira_em).toISOString(),
    };
  });
}

/** The acceptance of an e-mailed deposit, then the two calls with the fixed deposits token. */
function depositAcceptanceRoutes(app: FastifyInstance, { db, config, now }: AppContext): void {
  const day = () => today(new Date(now()));

  // Public: the e-mailed acceptance link names the deposit by its random order code.
  app.post(DEPOSIT_PATHS.acceptanceDetails, async (request): Promise<DepositAcceptanceDetails> => {
    const body = asBody(request.body);
    return acceptanceDetails(
      db,
      tokenOf(body.pedido, 'Pedido'),
      positiveId(body.deposito_semana_id, 'o depósito'),
      now(),
    );
  });

  app.post(DEPOSIT_PATHS.accept, async (request): Promise<DepositAcceptanceResponse> => {
    const body = asBody(request.body);
    if (body.aceite !== true) throw bad('É preciso aceitar as regras do depósito.');
    return acceptDeposit(
      db,
      tokenOf(body.pedido, 'Pedido'),
      positiveId(body.deposito_semana_id, 'o depósito'),
      now(),
    );
  });

  // product-rules §7: the two calls with the fixed deposits token.
  app.register(async (fixed) => {
    fixed.addHook('onRequest', requireFixedToken(config.tokens.deposits));

    fixed.post(DEPOSIT_PATHS.details, async (request): Promise<WeeklyDeposit> => {
      const body = asBody(request.body);
      return depositDetails(
        db,
        positiveId(body.deposito_semana_id, 'o depósito'),
        tokenOf(body.hash, 'Link de confirmação'),
        now(),
      );
    });

    fixed.post(DEPOSIT_PATHS.confirm, async (request): Promise<DepositConfirmResponse> => {
      const body = asBody(request.body);
      confirmDeposit(
        db,
        positiveId(body.deposito_semana_id, 'o depósito'),
        tokenOf(body.hash, 'Link de confirmação'),
        day(),
        now(),
        config.siteUrl,
      );
      return { mensagem: 'Deposito efetuado com sucesso!' };
    });
  });
}

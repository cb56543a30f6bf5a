/**
 * Vacation club, main reservations API (product-rules §3 User `contratos`, §7 `contrato-drvc`): a
 * member's contracts, their points and their financial record. Every call is a POST with the
 * member's bearer token, and answers only the member's own contracts: a user of another type
 * gets 403, another member's contract 404.
 *
 * product-rules §7 names the calls and their bodies; it shows no response. The shapes below are designed
 * (product-rules §10 "Extensions of the API contract") and written down in `sandbox/README.md` "Club"
 * and `src/features/club/README.md`.
 *
 * Dates are dd/MM/yyyy. Points are whole numbers. Money is reais with cents (a number).
 */

export const CLUB_PATHS = {
  contracts: '/contrato-drvc/lista-contrato',
  contract: '/contrato-drvc',
  pointsStatement: '/contrato-drvc/extrato-utilizacao',
  /** Extension: the financial record as a PDF ({arquivo}: base64). */
  financialRecordPdf: '/contrato-drvc/ficha-financeira/pdf',
  /**
   * The member's contract bookings (ReservaResumo with `numero_contrato` and `pontos`), the
   * newest first; `{numero_contrato}` narrows them to one contract (404 when not the member's).
   */
  reservations: '/relatorio-drvc/reservas',
} as const;

export interface ContractReservationsRequest {
  numero_contrato?: string;
}

export interface FinancialRecordPdfResponse {
  arquivo: string;
}

/** Week-deposit unit codes (product-rules §3): H hoteleira, S estúdio, 1 to 4 quartos. */
export type UnitCode = 'H' | 'S' | '1' | '2' | '3' | '4';

/** product-rules §3's decoding of the unit codes, for people (the site and the sandbox's e-mails). */
export const UNIT_CODE_NAMES: Record<UnitCode, string> = {
  H: 'Hoteleira',
  S: 'Estúdio',
  '1': '1 Quarto',
  '2': '2 Quartos',
  '3': '3 Quartos',
  '4': '4 Quartos',
};

export type ContractStatus = 'ativo' | 'suspenso' | 'cancelado' | 'quitado';

/** Points of one use year still in the balance, and the last day they can be used. */
export interface PointsLot {
  pontos: number;
  validade: string;
}

/** `taxa_certificado`: a guest certificate's fee (src/api/contract/guest-certificates.ts). */
/** `tarifa_reserva`: the club tariff of a booking the waitlist confirmed (booking-waitlist.ts). */
export type InstallmentKind =
  'parcela' | 'taxa_anual' | 'taxa_utilizacao' | 'taxa_certificado' | 'tarifa_reserva';
/** 'vencida': unpaid after its due date. */
/** `cancelada` and `estornada`: a cancelled week deposit's usage fee, unpaid or refunded. */
export type InstallmentStatus = 'paga' | 'em_aberto' | 'vencida' | 'cancelada' | 'estornada';
export type InstallmentMethod = 'cartao' | 'pix' | 'boleto' | 'debito';

/*
 * The words the site shows for these codes. They live with the wire types so that the pages
 * and the sandbox's PDFs say the same thing ('débito em conta', never '(debito)').
 */
export const CONTRACT_STATUS_NAMES: Record<ContractStatus, string> = {
  ativo: 'Ativo',
  suspenso: 'Suspenso',
  cancelado: 'Cancelado',
  quitado: 'Quitado',
};
export const INSTALLMENT_STATUS_NAMES: Record<InstallmentStatus, string> = {
  paga: 'Paga',
  em_aberto: 'Em aberto',
  vencida: 'Vencida',
  cancelada: 'Cancelada',
  estornada: 'Estornada',
};
export const INSTALLMENT_METHOD_NAMES: Record<InstallmentMethod, string> = {
  cartao: 'cartão',
  pix: 'PIX',
  boleto: 'boleto',
  debito: 'débito em conta',
};

/** One line of the contract's financial record: a parcela of the purchase or an annual fee. */
export interface ContractInstallment {
  parcela_id: number;
  tipo: InstallmentKind;
  descricao: string;
  vencimento: string;
  valor: number;
  status: InstallmentStatus;
  pago_em: string | null;
  forma_pagamento: InstallmentMethod | null;
  /**
   * Extension: the gateway reference (`transacao_referencia`) that pays this line's 'segunda
   * via' by PIX or boleto; null once paid.
   */
  referencia_pagamento: string | null;
}

/** POST /contrato-drvc/lista-contrato (no body): one item per contract of the member. */
export interface ContractSummary {
  contratos_id: number;
  numero_contrato: string;
  produto: string;
  tipo_unidade: UnitCode;
  status: ContractStatus;
  data_inicio: string;
  data_fim: string;
  /** The credit of each use year. */
  pontos_anuais: number;
  /** The sum of every movement of the statement. */
  saldo_pontos: number;
  /** The balance by lot, the first to expire first (the order points are spent in). */
  saldos: PointsLot[];
  /** The first unpaid line of the financial record (overdue first), or null. */
  proxima_parcela: ContractInstallment | null;
  /** Sum of the overdue lines: while above 0 the contract cannot book or deposit. */
  valor_em_atraso: number;
}

export type ContractListResponse = ContractSummary[];

/** POST /contrato-drvc {numero_contrato}: the contract and its whole financial record. */
export interface ContractDetail extends ContractSummary {
  parcelas: ContractInstallment[];
  /** Extension: the gateway merchant (`:id`) that collects the club's parcelas. */
  estabelecimento_pagamento: { id: number; nome: string };
}

export interface ContractRequest {
  numero_contrato: string;
}

export type PointsMovementKind =
  | 'credito_anual'
  | 'uso_reserva'
  | 'devolucao_cancelamento'
  | 'deposito'
  | 'expiracao'
  | 'ajuste'
  /** Banked points leaving their lot, and entering the next use year's (issue 51). */
  | 'poupanca_saida'
  | 'poupanca_entrada'
  /** The next use year's points brought in now, and taken off that year's credit. */
  | 'antecipacao'
  | 'antecipacao_abatida';

/** One line of the points statement. */
export interface PointsMovement {
  movimento_id: number;
  data: string;
  tipo: PointsMovementKind;
  descricao: string;
  /** Positive in, negative out. */
  pontos: number;
  /** The contract's balance after this movement. */
  saldo: number;
  /** The last day of the lot (use year) the points belong to. */
  validade: string;
  numero_reserva: string | null;
  deposito_semana_id: number | null;
}

/** POST /contrato-drvc/extrato-utilizacao {numero_contrato}: the statement, oldest first. */
export interface PointsStatement {
  numero_contrato: string;
  produto: string;
  saldo_pontos: number;
  movimentos: PointsMovement[];
}

// --- Week deposits (product-rules §2 "Weekly deposit confirmation", §3, §4, §7, §8) -------------------
//
// product-rules §7 shows the resort and unit lists (member's JWT) and the two calls with the fixed
// deposits token. The week list, the request, the acceptance step and the `hash` on the
// details call are extensions (sandbox README "Week deposits").

export const DEPOSIT_PATHS = {
  resorts: '/deposito-semana/empreendimentos',
  units: '/deposito-semana/unidades',
  /** Extension: the weeks of a unit, each with its window check, points and fee. */
  weeks: '/deposito-semana/semanas',
  /** Extension: the member asks for a deposit; the acceptance link goes by e-mail. */
  request: '/deposito-semana/solicitar',
  /** Extension, public: the acceptance step's details, then the acceptance itself. */
  acceptanceDetails: '/deposito-semana/aceite/consultar',
  accept: '/deposito-semana/aceite',
  /** Fixed deposits token. */
  details: '/deposito-semana',
  confirm: '/deposito-semana/confirmar',
} as const;

/** POST /deposito-semana/empreendimentos: items `resortId`, `resortName` (product-rules §3). */
export interface DepositResort {
  resortId: number;
  resortName: string;
  /** Extension: where it is. */
  cidade?: string;
}

export interface DepositUnitsRequest {
  empreendimento_id: number;
}

/** POST /deposito-semana/unidades: items with `br` (product-rules §3 week-deposit unit). */
export interface DepositUnit {
  br: UnitCode;
  /** Extension: how many units of this type the resort offers per week. */
  quantidade?: number;
}

export interface DepositWeeksRequest {
  numero_contrato: string;
  empreendimento_id: number;
  br: UnitCode;
}

/** One week (Saturday to Saturday) of a unit type. */
export interface DepositWeek {
  /** Check-in Saturday and check-out Saturday, dd/MM/yyyy. */
  inicio: string;
  fim: string;
  qtd_pontos: number;
  /** Whole reais. */
  taxa_utilizacao: number;
  disponivel: boolean;
  /** Why it cannot be deposited (outside the window, no unit left); null when it can. */
  motivo: string | null;
  /**
   * A week with no unit left inside the window: the last day a waitlist request for it may
   * wait (src/api/contract/deposit-waitlist.ts); absent otherwise.
   */
  lista_espera_ate?: string;
  /** With `lista_espera_ate`: the requests already waiting for it (a newcomer's place is one more). */
  lista_espera_fila?: number;
}

export interface DepositWeeksResponse {
  /** The window: the first and the last check-in day a deposit may take today. */
  janela: { inicio: string; fim: string };
  semanas: DepositWeek[];
}

export interface DepositRequestBody {
  numero_contrato: string;
  empreendimento_id: number;
  br: UnitCode;
  /** The week's check-in Saturday, dd/MM/yyyy. */
  inicio: string;
}

export interface DepositRequestResponse {
  deposito_semana_id: number;
  /** Where the acceptance link went (masked: j***@example.com). */
  email: string;
  /** ISO instant after which the request lapses if not confirmed. */
  expira_em: string;
}

export type DepositStatus =
  'aguardando_aceite' | 'aguardando_confirmacao' | 'confirmado' | 'expirado' | 'cancelado';

export const DEPOSIT_STATUS_NAMES: Record<DepositStatus, string> = {
  aguardando_aceite: 'Aguardando aceite',
  aguardando_confirmacao: 'Aguardando confirmação',
  confirmado: 'Confirmado',
  expirado: 'Expirado',
  cancelado: 'Cancelado',
};

/** The order code and id of the e-mailed acceptance link (/deposito-semana/aceite/:orderId/:idDeposito). */
export interface DepositAcceptanceRequest {
  pedido: string;
  deposito_semana_id: number;
}

/** POST /deposito-semana/aceite: the same, with the member's acceptance of the rules. */
export interface DepositAcceptRequest extends DepositAcceptanceRequest {
  aceite: true;
}

/** A deposit as the acceptance step shows it, with the rules the member accepts. */
export interface DepositAcceptanceDetails {
  deposito_semana_id: number;
  numero_contrato: string;
  usuario_nome: string;
  empreendimento: string;
  br: UnitCode;
  inicio: string;
  fim: string;
  qtd_pontos: number;
  taxa_utilizacao: number;
  status: DepositStatus;
  expira_em: string;
  regras: string[];
}

/** After the acceptance: the confirmation link's parameters (/deposito-semana/confirmar/:confirmaId/:confirmaToken). */
export interface DepositAcceptanceResponse {
  confirma_id: number;
  confirma_token: string;
}

/** POST /deposito-semana {deposito_semana_id} (fixed token); `hash` is an extension. */
export interface DepositDetailsRequest {
  deposito_semana_id: number;
  hash?: string;
}

/** product-rules §3 weekly deposit (response), plus extensions. */
export interface WeeklyDeposit {
  numero_contrato: string;
  qtd_pontos: number;
  /** Whole reais: shown as 'R$ {value},00'. */
  taxa_utilizacao: number;
  usuario_nome: string;
  empreendimento?: string;
  inicio?: string;
  fim?: string;
  status?: DepositStatus;
}

export interface DepositConfirmRequest {
  deposito_semana_id: number;
  hash: string;
}

export interface DepositConfirmResponse {
  mensagem: string;
}

// --- Club terms (product-rules §2 `/confirma-aceite-drvc/{confirma}`) -----------------------------
//
// Every call is an extension (sandbox README "Club terms"): the member reads whether the
// current version is accepted and asks for the e-mail; the e-mailed link reads and accepts.

export const TERMS_PATHS = {
  /** Member's JWT: the current version and whether (and when) it was accepted. */
  status: '/contrato-drvc/termos',
  /** Member's JWT: e-mails the acceptance link. */
  send: '/contrato-drvc/termos/enviar',
  /** Public, with the link's token. */
  read: '/contrato-drvc/termos/consultar',
  accept: '/contrato-drvc/termos/aceitar',
} as const;

export interface TermsStatus {
  versao: string;
  /** ISO instant, or null while the current version is not accepted. */
  aceito_em: string | null;
}

export interface TermsSendResponse {
  /** Where the link went (masked). */
  email: string;
}

export interface TermsLinkRequest {
  confirma: string;
}

/** The terms an e-mailed link asks to accept. */
export interface TermsDocument {
  versao: string;
  titulo: string;
  /** Plain text, one clause per item (no HTML). */
  clausulas: string[];
  usuario_nome: string;
  aceito_em: string | null;
}

export interface TermsAcceptResponse {
  versao: string;
  aceito_em: string;
  /** True when this link had already been accepted: nothing new was recorded. */
  ja_aceito: boolean;
}

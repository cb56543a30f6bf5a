import type { HospedeAdulto, HospedeCrianca } from './booking';
import type { PoliticaCancelamento } from './cancellation';
import type { WireDate } from './common';
import type { Usuario } from './user';

/**
 * Customer accounts (main API, POST): registration, password recovery, profile, form lists,
 * reservations report and actions, guests, vouchers, pre-check-in (product-rules §3, §7; product-rules §10).
 */

// --- Registration (product-rules §3 registration payload, §6) -------------------------------------

/** POST /usuario/verifica: is this CPF already registered? */
export interface VerificaUsuarioRequest {
  /** CPF digits. */
  usuario: string;
}
export interface VerificaUsuarioResponse {
  existe: boolean;
}

/** POST /contrato-drvc/verifica-cliente: the second lookup; its first entry decides the type. */
export interface VerificaClienteRequest {
  /** CPF digits. */
  cpf: string;
}
export interface ClienteClube {
  id_cliente: number;
  nome: string;
}
export type VerificaClienteResponse = ClienteClube[];

/** POST /usuario/cadastrar, exactly as product-rules §3 lists it. */
export interface CadastroRequest {
  nome: string;
  /** Digits only. */
  cpf: string;
  /** State id (idestado). */
  estado: string;
  /** dd/mm/yyyy */
  data_nascimento: string;
  email: string;
  /** Equal to cpf. */
  usuario: string;
  senha: string;
  logradouro: string;
  complemento: string;
  numero: string;
  bairro: string;
  id_cidade: string;
  /** CEP with the hyphen removed. */
  cep: string;
  /** 14 (club member, found by verifica-cliente) or 6. */
  usuario_tipo_id: number;
  /** 1067206 for club members, 677025 otherwise (product-rules §6). */
  id_usuario_cm: number;
  /** Digits without the area code. */
  telefone: string;
  ddd: string;
  /** Empty. */
  documento_identidade: string;
  /** Empty. */
  tipo_documento_identidade: string;
  /** 'R' residential or 'C' commercial. */
  tipo_endereco: 'R' | 'C';
  /**
   * Extension (LGPD art. 8): marketing consents, optional and unticked by default; absent means
   * not given. Stored with their date (data-rights.ts).
   */
  consentimento_email_marketing?: boolean;
  consentimento_whatsapp_marketing?: boolean;
}
export interface CadastroResponse {
  id: number;
  mensagem: string;
}

// --- Password recovery and change ----------------------------------------------------------

/** POST /usuario/recuperar-senha: e-mails a reset link to the account of this CPF. */
export interface RecuperarSenhaRequest {
  /** CPF digits. */
  usuario: string;
}

/** POST /usuario/recuperar-senha/validar */
export interface ValidarTokenSenhaRequest {
  token: string;
}
export interface ValidarTokenSenhaResponse {
  /** First name of the account, to greet the user. */
  nome: string;
}

/**
 * POST /usuario/alterar-senha: with a recovery `token` (no login), or logged in (bearer)
 * with the current password.
 */
export type AlterarSenhaRequest =
  { token: string; senha: string } | { senha_atual: string; senha: string };
export interface MensagemResponse {
  mensagem: string;
}

// --- Profile ---------------------------------------------------------------------------------

/** POST /usuario/dados (bearer) → the logged-in user. */
export type DadosUsuarioResponse = Usuario;

/** POST /usuario/dados/editar (bearer): the editable fields. CPF and login never change. */
export interface EditarDadosRequest {
  nome: string;
  email: string;
  /** dd/MM/yyyy */
  datanasc: string;
  ddd: string;
  /** Digits without the area code. */
  telefone: string;
  logradouro: string;
  numero: string;
  complemento: string;
  bairro: string;
  /** CEP digits. */
  cep: string;
  idestado: number;
  idcidade: number;
}
export type EditarDadosResponse = Usuario;

// --- Form lists --------------------------------------------------------------------------------

export interface Estado {
  idestado: number;
  uf: string;
  nome: string;
}
/** POST /formulario/estados: all 27 states. */
export type EstadosResponse = Estado[];

/** City option (product-rules §3): nome, idcidades. */
export interface Cidade {
  idcidades: number;
  nome: string;
}
export interface CidadesRequest {
  id_estado: number;
}
/** POST /formulario/cidades */
export type CidadesResponse = Cidade[];

export interface Profissao {
  id: number;
  nome: string;
}
export type ProfissoesResponse = Profissao[];

export interface StatusReserva {
  id: number;
  descricao: string;
}
/** POST /formulario/status-reserva */
export type StatusReservaResponse = StatusReserva[];

/** Status ids the sandbox defines (product-rules §10). */
export const STATUS_RESERVA = {
  preReserva: 1,
  confirmada: 2,
  cancelada: 3,
  checkIn: 4,
  checkOut: 5,
  expirada: 6,
  noShow: 7,
} as const;

// --- Reservations report and actions ----------------------------------------------------------

/** product-rules §3 reservation search filter; every field optional ('' or 0 = not filtered). */
export interface RelatorioReservasRequest {
  /** Reservation made between (dd/MM/yyyy). */
  data_reserva_inicio?: WireDate;
  data_reserva_fim?: WireDate;
  /** Stay overlapping (dd/MM/yyyy). */
  data_estadia_inicio?: WireDate;
  data_estadia_fim?: WireDate;
  /** Ignored for customers: the server uses the token's user. */
  id_pessoa?: number;
  numero_contrato?: string;
  numero_reserva?: string;
  /** Status id from /formulario/status-reserva; 0 = all. */
  status?: number;
  /** 0 = all hotels. */
  id_hotel?: number;
}

export interface ReservaResumo {
  id_reservas_front: number;
  numero_reserva: string;
  id_hotel: number;
  hotel: string;
  uh: string;
  /** Meal-plan label ('Café da manhã', ...). */
  pensao: string;
  data_reserva: WireDate;
  data_chegada: WireDate;
  data_partida: WireDate;
  qtd_adultos: number;
  qtd_criancas: number;
  hospede_principal: string;
  status_id: number;
  status: string;
  /** Total in reais. */
  valor_total: number;
  pode_confirmar: boolean;
  pode_cancelar: boolean;
  /** Pre-check-in link already completed. */
  pre_check_in_concluido: boolean;
  /** Extension: the reservation's cancellation policy (the one accepted at confirmation). */
  politica_cancelamento?: PoliticaCancelamento;
  /** Extension, contract bookings only: the contract booked with (cancel with /reserva-drvc/cancelar). */
  numero_contrato?: string;
  /** Extension, contract bookings only: the points the booking used, net of what came back. */
  pontos?: number;
  /**
   * Extension (issue 29): the extras paid with the reservation's group (a transfer, late
   * check-out...), the same on each room of the group; absent when none.
   */
  extras_grupo?: ExtraDoGrupo[];
  /**
   * Extension (issue 29): the park tickets paid with the group (with the rooms or added later),
   * a purchase per day; absent when none. Their codes are in Meus ingressos.
   */
  ingressos_grupo?: IngressosDoGrupo[];
}

export interface IngressosDoGrupo {
  /** The visit day (dd/MM/yyyy). */
  data: WireDate;
  pessoas: number;
  /** Paid, in reais. */
  valor: number;
}

export interface ExtraDoGrupo {
  nome: string;
  /** The days (dd/MM/yyyy) and time, in words: '12/03/2027 às 09:00'. */
  quando: string;
  quantidade: number;
  /** Paid, in reais. */
  valor: number;
}
/** POST /relatorio/reservas */
export type RelatorioReservasResponse = ReservaResumo[];

/** POST /reserva/consultar */
export interface ConsultarReservaRequest {
  numero_reserva: string;
}
export type ConsultarReservaResponse = ReservaResumo;

/** POST /reserva/confirmar */
export interface ConfirmarReservaRequest {
  id_reservas_front: number;
}
/** POST /reserva/cancelar and /reserva-drvc/cancelar */
export interface CancelarReservaRequest {
  id_reservas_front: number;
  observacoes: string;
  /**
   * Extension: the group's release key (PreReservaResponse.chave_grupo). With it a hold of
   * that group is released without a user token; without it the user's token must own the room.
   */
  chave_grupo?: string;
}
/** Confirm and cancel answer with the updated reservation. */
export interface AcaoReservaResponse {
  mensagem: string;
  reserva: ReservaResumo;
}

/** POST /reserva/voucher */
export interface VoucherRequest {
  numero_reserva: string;
  versao: 2;
}
export interface VoucherResponse {
  /** Base64 PDF, opened in a new tab. */
  arquivo: string;
}

// --- Guests and pre-check-in --------------------------------------------------------------------

export type Hospede = (HospedeAdulto & { tipo: 'adulto' }) | (HospedeCrianca & { tipo: 'crianca' });

/** POST /hospede */
export interface HospedesRequest {
  numero_reserva: string;
}
export type HospedesResponse = Hospede[];

/** POST /hospede/atualizar */
export interface AtualizarHospedesRequest {
  numero_reserva: string;
  hospede: Hospede[];
}

/** POST /pre-check-in/validar: the token of an e-mailed pre-check-in link. */
export interface PreCheckInValidarRequest {
  numero_reserva: string;
  token: string;
}
export interface PreCheckInValidarResponse {
  reserva: ReservaResumo;
  hospedes: Hospede[];
}
/** POST /pre-check-in/enviar: guests' data; the token is single-use. */
export interface PreCheckInEnviarRequest {
  numero_reserva: string;
  token: string;
  hospedes: Hospede[];
  /** Expected arrival time HH:mm. */
  horario_chegada: string;
}

/** POST /reserva/roomlist: the rooming-list voucher of a group link. */
export interface RoomingListRequest {
  rooming_list: string;
}
export interface RoomingListResponse {
  identificador: string;
  hotel: string;
  reservas: (ReservaResumo & { hospedes: Hospede[] })[];
}

export const ACCOUNT_PATHS = {
  checkUser: '/usuario/verifica',
  checkClubClient: '/contrato-drvc/verifica-cliente',
  register: '/usuario/cadastrar',
  recoverPassword: '/usuario/recuperar-senha',
  validateRecoveryToken: '/usuario/recuperar-senha/validar',
  changePassword: '/usuario/alterar-senha',
  profile: '/usuario/dados',
  editProfile: '/usuario/dados/editar',
  states: '/formulario/estados',
  cities: '/formulario/cidades',
  professions: '/formulario/profissoes',
  reservationStatuses: '/formulario/status-reserva',
  reservationsReport: '/relatorio/reservas',
  reservation: '/reserva/consultar',
  confirmReservation: '/reserva/confirmar',
  cancelReservation: '/reserva/cancelar',
  cancelContractReservation: '/reserva-drvc/cancelar',
  voucher: '/reserva/voucher',
  guests: '/hospede',
  updateGuests: '/hospede/atualizar',
  preCheckInValidate: '/pre-check-in/validar',
  preCheckInSubmit: '/pre-check-in/enviar',
  roomingList: '/reserva/roomlist',
} as const;

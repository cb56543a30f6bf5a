/** User entity (product-rules §3). */

export const USER_TYPE_GENERIC = 6;
export const USER_TYPE_CLUB_MEMBER = 14;

export interface Telefone {
  ddd: string;
  numero: string;
}

export interface ContratoResumo {
  contratos_id: number;
  numero_contrato: string;
}

export interface FormaPagamento {
  forma_pagamento_id: number;
  descricao: string;
}

export interface UserPermissions {
  cancelar_reserva: boolean;
  confirmar_reserva: boolean;
  deposito_semana: boolean;
  deposito_semana_cancelar: boolean;
  desconto_reserva: boolean;
  mapa_disponibilidade: boolean;
  reservas_empresa: boolean;
  reservas_grupo: boolean;
  solicitacao_pagamento_reserva: boolean;
  faturar_confirmada: boolean;
  anexa_arquivo: boolean;
  proprietario: boolean;
}

/** Every permission flag off: the generic user, and the base every profile adds its own to. */
export function noPermissions(): UserPermissions {
  return {
    cancelar_reserva: false,
    confirmar_reserva: false,
    deposito_semana: false,
    deposito_semana_cancelar: false,
    desconto_reserva: false,
    mapa_disponibilidade: false,
    reservas_empresa: false,
    reservas_grupo: false,
    solicitacao_pagamento_reserva: false,
    faturar_confirmada: false,
    anexa_arquivo: false,
    proprietario: false,
  };
}

export interface Usuario extends UserPermissions {
  id: number;
  nome: string;
  /** CPF formatted 000.000.000-00. */
  cpf: string;
  email: string;
  telefone: Telefone[];
  /** dd/MM/yyyy */
  datanasc: string;
  logradouro: string;
  numero: string;
  complemento: string;
  bairro: string;
  cep: string;
  idestado: number | null;
  ufestado: string;
  idcidade: number | null;
  nomecidade: string;
  /** Login name: the CPF digits. */
  usuario: string;
  usuario_tipo_id: number;
  usuario_tipo_categoria_id: number;
  contratos: ContratoResumo[];
  forma_pagamento: FormaPagamento[];
  perc_comissao: number;
  perc_max_desc: number;
  perc_min_pag: number;
  qtd_dia_chegada: number;
}

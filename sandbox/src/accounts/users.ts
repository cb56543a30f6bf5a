import type {
  ContratoResumo,
  FormaPagamento,
  Telefone,
  Usuario,
} from '../../../src/api/contract/user';
import type { Db } from '../db/types';
import { formatCpf } from '../shared/documents';
import { permissionsOf, type UserRow } from '../repositories/users';
import { activeContractNumbers } from '../repositories/club-contracts';

/** The wire shape of a user (product-rules §3): never includes the password hash. */
export function toUsuario(db: Db, row: UserRow): Usuario {
  const contratos: ContratoResumo[] = activeContractNumbers(db, row.id);
  return {
    id: row.id,
    nome: row.nome,
    // A temporary user made for the CPF of a registered account is stored as T<cpf>.
    cpf: formatCpf(row.cpf.replace(/^T/, '')),
    email: row.email,
    telefone: JSON.parse(row.telefones) as Telefone[],
    datanasc: row.datanasc,
    logradouro: row.logradouro,
    numero: row.numero,
    complemento: row.complemento,
    bairro: row.bairro,
    cep: row.cep,
    idestado: row.idestado,
    ufestado: row.ufestado,
    idcidade: row.idcidade,
    nomecidade: row.nomecidade,
    usuario: row.cpf.replace(/^T/, ''),
    usuario_tipo_id: row.usuario_tipo_id,
    usuario_tipo_categoria_id: row.usuario_tipo_categoria_id,
    contratos,
    forma_pagamento: JSON.parse(row.forma_pagamento) as FormaPagamento[],
    perc_comissao: row.perc_comissao,
    perc_max_desc: row.perc_max_desc,
    perc_min_pag: row.perc_min_pag,
    qtd_dia_chegada: row.qtd_dia_chegada,
    ...permissionsOf(row),
  };
}

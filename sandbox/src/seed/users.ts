import {
  type FormaPagamento,
  noPermissions,
  type UserPermissions,
} from '../../../src/api/contract/user';
import { hashPassword } from '../accounts/passwords';
import type { Db } from '../db/types';

/** Password of every demo user (documented in the README). */
export const DEMO_PASSWORD = 'Aurora@2026';

const CARTAO: FormaPagamento = { forma_pagamento_id: 1, descricao: 'Cartão de crédito' };
const PIX: FormaPagamento = { forma_pagamento_id: 9, descricao: 'PIX' };
const BOLETO: FormaPagamento = { forma_pagamento_id: 3, descricao: 'Boleto bancário' };

const NO_PERMISSIONS: UserPermissions = noPermissions();

// IBGE codes: Goiás = 52, Caldas Novas = 5204508, São Paulo = 35 / 3550308.
const CALDAS = { idestado: 52, ufestado: 'GO', idcidade: 5204508, nomecidade: 'Caldas Novas' };

const USERS = [
  {
    id: 1,
    nome: 'Maria Aparecida Souza',
    cpf: '52998224725',
    email: 'maria.souza@exemplo.com.br',
    telefones: [{ ddd: '64', numero: '998761234' }],
    datanasc: '14/03/1985',
    logradouro: 'Rua das Palmeiras',
    numero: '245',
    complemento: 'Casa 2',
    bairro: 'Jardim Serrano',
    cep: '75690-000',
    ...CALDAS,
    usuario_tipo_id: 6,
    usuario_tipo_categoria_id: 1,
    forma_pagamento: [CARTAO, PIX],
    perc_comissao: 0,
    perc_max_desc: 0,
    perc_min_pag: 100,
    qtd_dia_chegada: 0,
    permissoes: { ...NO_PERMISSIONS, cancelar_reserva: true, confirmar_reserva: true },
  },
  {
    id: 2,
    nome: 'João Batista Oliveira',
    cpf: '11144477735',
    email: 'joao.oliveira@exemplo.com.br',
    telefones: [
      { ddd: '62', numero: '991234567' },
      { ddd: '62', numero: '32415566' },
    ],
    datanasc: '02/09/1972',
    logradouro: 'Avenida T-63',
    numero: '1200',
    complemento: 'Apto 804',
    bairro: 'Setor Bueno',
    cep: '74230-100',
    idestado: 52,
    ufestado: 'GO',
    idcidade: 5208707,
    nomecidade: 'Goiânia',
    usuario_tipo_id: 14,
    usuario_tipo_categoria_id: 2,
    forma_pagamento: [CARTAO, PIX, BOLETO],
    perc_comissao: 0,
    perc_max_desc: 0,
    perc_min_pag: 30,
    qtd_dia_chegada: 3,
    permissoes: {
      ...NO_PERMISSIONS,
      cancelar_reserva: true,
      confirmar_reserva: true,
      deposito_semana: true,
      deposito_semana_cancelar: true,
      proprietario: true,
    },
  },
  {
    id: 3,
    nome: 'Agência Sol Nascente Turismo',
    cpf: '12345678909',
    email: 'reservas@solnascenteturismo.com.br',
    telefones: [{ ddd: '11', numero: '34567890' }],
    datanasc: '20/05/1990',
    logradouro: 'Rua Augusta',
    numero: '1508',
    complemento: 'Sala 32',
    bairro: 'Consolação',
    cep: '01304-001',
    idestado: 35,
    ufestado: 'SP',
    idcidade: 3550308,
    nomecidade: 'São Paulo',
    usuario_tipo_id: 3,
    usuario_tipo_categoria_id: 3,
    forma_pagamento: [CARTAO, PIX, BOLETO],
    perc_comissao: 12,
    perc_max_desc: 10,
    perc_min_pag: 20,
    qtd_dia_chegada: 2,
    permissoes: {
      ...NO_PERMISSIONS,
      cancelar_reserva: true,
      confirmar_reserva: true,
      desconto_reserva: true,
      mapa_disponibilidade: true,
      reservas_empresa: true,
      reservas_grupo: true,
      solicitacao_pagamento_reserva: true,
      faturar_confirmada: true,
      anexa_arquivo: true,
    },
  },
  {
    // A second member (issue 51): the waitlist's journeys need two members after one week.
    id: 4,
    nome: 'Ana Paula Ribeiro',
    cpf: '48291630542',
    email: 'ana.ribeiro@exemplo.com.br',
    telefones: [{ ddd: '64', numero: '999872210' }],
    datanasc: '21/07/1979',
    logradouro: 'Rua Orcalino Santos',
    numero: '88',
    complemento: '',
    bairro: 'Centro',
    cep: '75690-000',
    ...CALDAS,
    usuario_tipo_id: 14,
    usuario_tipo_categoria_id: 2,
    forma_pagamento: [CARTAO, PIX, BOLETO],
    perc_comissao: 0,
    perc_max_desc: 0,
    perc_min_pag: 30,
    qtd_dia_chegada: 3,
    permissoes: {
      ...NO_PERMISSIONS,
      cancelar_reserva: true,
      confirmar_reserva: true,
      deposito_semana: true,
      deposito_semana_cancelar: true,
      proprietario: true,
    },
  },
];

const CONTRACTS = [
  [45701, 'DRVC-2021-00457', 2, 'Aurora VIP Club Gold', 12000, 'ativo', '15/03/2021', '14/03/2031'],
  [
    58932,
    'DRVC-2023-01288',
    2,
    'Aurora VIP Club Silver',
    6000,
    'ativo',
    '01/08/2023',
    '31/07/2033',
  ],
  // No history and no fees: the browser journeys outside the club's own book against it, so
  // they never move the figures the club journeys read (README "Demo users").
  [
    70333,
    'DRVC-2025-03333',
    2,
    'Aurora VIP Club Platinum',
    30000,
    'ativo',
    '01/06/2025',
    '31/05/2035',
  ],
  // Ana's, with no history: its first credits are written on first use, like any contract's.
  [71204, 'DRVC-2024-01204', 4, 'Aurora VIP Club Gold', 12000, 'ativo', '10/02/2024', '09/02/2034'],
] as const;

export function seedUsers(db: Db): void {
  const insertUser = db.prepare(
    `INSERT INTO users (id, nome, cpf, email, telefones, datanasc, logradouro, numero, complemento, bairro, cep,
       idestado, ufestado, idcidade, nomecidade, usuario_tipo_id, usuario_tipo_categoria_id, forma_pagamento,
       perc_comissao, perc_max_desc, perc_min_pag, qtd_dia_chegada, permissoes, password_hash, temporario, criado_em)
     VALUES (@id, @nome, @cpf, @email, @telefones, @datanasc, @logradouro, @numero, @complemento, @bairro, @cep,
       @idestado, @ufestado, @idcidade, @nomecidade, @usuario_tipo_id, @usuario_tipo_categoria_id, @forma_pagamento,
       @perc_comissao, @perc_max_desc, @perc_min_pag, @qtd_dia_chegada, @permissoes, @password_hash, 0, @criado_em)`,
  );
  for (const user of USERS) {
    insertUser.run({
      ...user,
      telefones: JSON.stringify(user.telefones),
      forma_pagamento: JSON.stringify(user.forma_pagamento),
      permissoes: JSON.stringify(user.permissoes),
      password_hash: hashPassword(DEMO_PASSWORD),
      criado_em: '2024-01-10T12:00:00.000Z',
    });
  }
  const insertContract = db.prepare(
    `INSERT INTO contracts (contratos_id, numero_contrato, user_id, produto, pontos, status, data_inicio, data_fim)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const contract of CONTRACTS) insertContract.run(...contract);
}

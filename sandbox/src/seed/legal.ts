import { cnpjFromBase } from '../shared/documents';
import type { Db } from '../db/types';

/** The 13 properties of the footer panel: fictional companies, CNPJs with valid check digits. */
const PROPERTIES = [
  [
    'Thermas Aurora',
    'Thermas Aurora Hotéis e Turismo Ltda.',
    'Rua Orcalino Santos, 1150 - Centro',
    '75690-000',
  ],
  [
    'Império Romano',
    'Império Romano Empreendimentos Turísticos Ltda.',
    'Av. Orozimbo Corrêa Neto, 2250 - Setor Itaguaí',
    '75680-000',
  ],
  [
    'Villas Aurora',
    'Villas Aurora Hotelaria Ltda.',
    'Rua Antônio Coelho de Godoy, 480 - Jardim Belvedere',
    '75690-000',
  ],
  ['Hotel Roma', 'Roma Hotel Caldas Ltda.', 'Rua Presidente Vargas, 315 - Centro', '75690-000'],
  [
    'Aurora Resort',
    'Aurora Resort Empreendimentos Hoteleiros S.A.',
    'Rodovia GO-139, km 3 - Zona Rural',
    '75694-720',
  ],
  ['Aurora Fiori', 'Fiori Turismo e Hotelaria Ltda.', 'Rua Ponte Nova, 620 - Centro', '75690-000'],
  [
    'Aurora Acqua Park',
    'Aurora Acqua Park Lazer Ltda.',
    'Av. Coronel Bento de Godoy, 3000 - Setor Universitário',
    '75690-000',
  ],
  [
    'Aurora Exclusive',
    'Exclusive Aurora Hotelaria Ltda.',
    'Av. Orozimbo Corrêa Neto, 1010 - Centro',
    '75690-000',
  ],
  [
    "L'acqua Aurora I e II",
    "L'acqua Aurora Condomínio Hoteleiro Ltda.",
    'Rua Lago Corumbá, 100 - Setor Lago Sul',
    '75690-000',
  ],
  [
    "L'acqua Aurora III",
    "L'acqua Aurora III Condomínio Hoteleiro Ltda.",
    'Rua Lago Corumbá, 180 - Setor Lago Sul',
    '75690-000',
  ],
  [
    "L'acqua Aurora IV e V",
    "L'acqua Aurora IV Condomínio Hoteleiro Ltda.",
    'Rua Lago Corumbá, 220 - Setor Lago Sul',
    '75690-000',
  ],
  [
    'Piazza Aurora',
    'Piazza Aurora Hotéis Ltda.',
    'Rua Santos Dumont, 900 - Bairro do Turista',
    '75690-000',
  ],
  [
    'Spazzio Aurora',
    'Spazzio Aurora Eventos e Hotelaria Ltda.',
    'Av. Correia Neto, 1800 - Jardim Jussara',
    '75690-000',
  ],
] as const;

/** Deterministic 8-digit company root per property, branch 0001. */
const cnpjOf = (i: number): string =>
  cnpjFromBase(`${String(10_452_300 + i * 7_919).padStart(8, '0')}0001`);

/** Goiás state registration: 9 digits shown as 10.xxx.xxx-x. */
const ieOf = (i: number): string => {
  const d = String(103_450_007 + i * 12_347).padStart(9, '0');
  return `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}-${d.slice(8)}`;
};

const REPORTS = [
  ['Thermas Aurora Hotéis e Turismo Ltda.', '1º semestre de 2025', 0],
  ['Aurora Resort Empreendimentos Hoteleiros S.A.', '1º semestre de 2025', 4],
  ['Aurora Acqua Park Lazer Ltda.', '1º semestre de 2025', 6],
  ['Thermas Aurora Hotéis e Turismo Ltda.', '2º semestre de 2024', 0],
  ['Aurora Resort Empreendimentos Hoteleiros S.A.', '2º semestre de 2024', 4],
] as const;

export function seedLegal(db: Db): void {
  const insertInfo = db.prepare(
    `INSERT INTO legal_info (id, nome, razao_social, cnpj, inscricao_estadual, endereco, cep)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  PROPERTIES.forEach(([nome, razao, endereco, cep], i) => {
    insertInfo.run(i + 1, nome, razao, cnpjOf(i), ieOf(i), `${endereco}, Caldas Novas - GO`, cep);
  });
  const insertReport = db.prepare(
    'INSERT INTO salary_reports (id, titulo, arquivo, empresa, cnpj, periodo) VALUES (?, ?, ?, ?, ?, ?)',
  );
  REPORTS.forEach(([empresa, periodo, propertyIndex], i) => {
    const file = `relatorio-transparencia-salarial-${i + 1}.pdf`;
    insertReport.run(
      i + 1,
      `Relatório de Transparência Salarial - ${empresa.replace(/ (Ltda\.|S\.A\.)$/, '')} - ${periodo}`,
      file,
      empresa,
      cnpjOf(propertyIndex),
      periodo,
    );
  });
}

import { toIso, toWire, type Day } from '../shared/calendar';
import { addYears, appendMovement, settleLedger, spendPoints } from '../repositories/club-ledger';
import type { ContractRow } from '../repositories/club-contracts';
import type { Db } from '../db/types';

/**
 * The demo member's club history (README "Club"), relative to the seed day T, written through
 * the ledger's own functions so it obeys the same rules as live data:
 * - DRVC-2021-00457 (Gold, 12 000 points a year, 2 rooms): its anniversary falls 40 days ahead,
 *   so the previous use year's points expire within 60 days; two expired lots, bookings
 *   (reservation 107 included), a cancellation's return and a loyalty adjustment; the purchase
 *   paid off and the next annual fee due on the anniversary.
 * - DRVC-2023-01288 (Silver, 6 000 points, studio): the second half of its annual fee
 *   (R$ 740,00) overdue since 20 days ago, so it cannot book or deposit until that is paid;
 *   reservation 108 used its points.
 */
const GOLD = 45701;
const SILVER = 58932;
/** Seeded reservations that used contract points (seed/accounts.ts). */
const GOLD_RESERVATION = 107;
const SILVER_RESERVATION = 108;

function contract(db: Db, id: number): ContractRow | undefined {
  return db.prepare('SELECT * FROM contracts WHERE contratos_id = ?').get(id) as
    ContractRow | undefined;
}

function reservationExists(db: Db, id: number): boolean {
  return db.prepare('SELECT 1 FROM reservations WHERE id_reservas_front = ?').get(id) !== undefined;
}

/** Moves a contract's start so its anniversary falls `anniversaryIn` days from T. */
function placeContract(db: Db, id: number, t: Day, anniversaryIn: number, years: number): void {
  const start = addYears(t + anniversaryIn, -years);
  db.prepare(
    'UPDATE contracts SET data_inicio = ?, data_fim = ?, tipo_unidade = ? WHERE contratos_id = ?',
  ).run(toWire(start), toWire(addYears(start, 10) - 1), id === GOLD ? '2' : 'S', id);
}

interface Installment {
  tipo: 'parcela' | 'taxa_anual';
  descricao: string;
  vencimento: Day;
  valor: number;
  pagoEm?: Day;
  forma?: 'cartao' | 'pix' | 'boleto' | 'debito';
}

function insertInstallments(db: Db, id: number, rows: Installment[]): void {
  const insert = db.prepare(
    `INSERT INTO contract_installments (contratos_id, tipo, descricao, vencimento, valor, pago_em, forma)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const r of rows) {
    insert.run(
      id,
      r.tipo,
      r.descricao,
      toIso(r.vencimento),
      r.valor,
      r.pagoEm === undefined ? null : toIso(r.pagoEm),
      r.forma ?? null,
    );
  }
}

function seedGold(db: Db, t: Day): void {
  placeContract(db, GOLD, t, 40, 3);
  const gold = contract(db, GOLD);
  if (!gold) return;
  const start = addYears(t + 40, -3);
  // Use year 1: credit, a stay, the rest expires two years on.
  settleLedger(db, gold, start);
  spendPoints(db, GOLD, {
    data: start + 150,
    tipo: 'uso_reserva',
    pontos: 4200,
    descricao: 'Reserva Thermas Aurora, 3 diárias (AUR-2023-004812)',
  });
  // Use year 2: a stay from the older lot, cancelled in part, and a loyalty bonus.
  settleLedger(db, gold, addYears(start, 1));
  spendPoints(db, GOLD, {
    data: start + 430,
    tipo: 'uso_reserva',
    pontos: 6000,
    descricao: 'Reserva Aurora Exclusive, 4 diárias (AUR-2024-011377)',
  });
  appendMovement(db, {
    contratosId: GOLD,
    data: start + 452,
    tipo: 'devolucao_cancelamento',
    pontos: 1200,
    validade: addYears(start, 2) - 1,
    descricao: 'Devolução: 1 diária cancelada da reserva AUR-2024-011377 (mais de 30 dias antes)',
  });
  appendMovement(db, {
    contratosId: GOLD,
    data: start + 500,
    tipo: 'ajuste',
    pontos: 500,
    validade: addYears(start, 3) - 1,
    descricao: 'Ajuste: bônus de fidelidade (atendimento 2024-117)',
  });
  // Use year 3 (the current one): the year-1 lot expired, a new credit, reservation 107.
  settleLedger(db, gold, t - 8);
  spendPoints(db, GOLD, {
    data: t - 8,
    tipo: 'uso_reserva',
    pontos: 7680,
    descricao: 'Reserva com contrato, 4 diárias',
    ...(reservationExists(db, GOLD_RESERVATION) ? { reservationId: GOLD_RESERVATION } : {}),
  });
  settleLedger(db, gold, t);

  const parcelas: Installment[] = Array.from({ length: 12 }, (_, n) => ({
    tipo: 'parcela',
    descricao: `Parcela ${n + 1}/12 da aquisição`,
    vencimento: start + 30 * (n + 1),
    valor: 385_000,
    pagoEm: start + 30 * (n + 1) - 2,
    forma: 'boleto',
  }));
  const fees: Installment[] = [1, 2].map((year) => ({
    tipo: 'taxa_anual',
    descricao: `Taxa anual de manutenção, ano de uso ${year + 1}`,
    vencimento: addYears(start, year),
    valor: 198_000,
    pagoEm: addYears(start, year) - 5,
    forma: 'pix',
  }));
  fees.push({
    tipo: 'taxa_anual',
    descricao: 'Taxa anual de manutenção, ano de uso 4',
    vencimento: t + 40,
    valor: 198_000,
  });
  insertInstallments(db, GOLD, [...parcelas, ...fees]);
}

function seedSilver(db: Db, t: Day): void {
  placeContract(db, SILVER, t, 100, 2);
  const silver = contract(db, SILVER);
  if (!silver) return;
  const start = addYears(t + 100, -2);
  settleLedger(db, silver, start);
  settleLedger(db, silver, t - 150);
  spendPoints(db, SILVER, {
    data: t - 150,
    tipo: 'uso_reserva',
    pontos: 2700,
    descricao: 'Reserva com contrato, 3 diárias',
    ...(reservationExists(db, SILVER_RESERVATION) ? { reservationId: SILVER_RESERVATION } : {}),
  });
  settleLedger(db, silver, t);

  const parcelas: Installment[] = Array.from({ length: 24 }, (_, n) => {
    const vencimento = start + 30 * (n + 1);
    return vencimento < t
      ? {
          tipo: 'parcela',
          descricao: `Parcela ${n + 1}/24 da aquisição`,
          vencimento,
          valor: 95_000,
          pagoEm: vencimento,
          forma: 'debito',
        }
      : {
          tipo: 'parcela',
          descricao: `Parcela ${n + 1}/24 da aquisição`,
          vencimento,
          valor: 95_000,
        };
  });
  insertInstallments(db, SILVER, [
    ...parcelas,
    {
      tipo: 'taxa_anual',
      descricao: 'Taxa anual de manutenção, ano de uso 2 (1/2)',
      vencimento: addYears(start, 1),
      valor: 74_000,
      pagoEm: addYears(start, 1),
      forma: 'boleto',
    },
    {
      tipo: 'taxa_anual',
      descricao: 'Taxa anual de manutenção, ano de uso 2 (2/2)',
      vencimento: t - 20,
      valor: 74_000,
    },
  ]);
}

/** The demo member's contracts, ledgers and financial records, relative to `t`. */
export function seedClub(db: Db, t: Day): void {
  db.transaction(() => {
    seedGold(db, t);
    seedSilver(db, t);
  })();
}

/** Seeded when the demo contracts have a financial record (a database older than the club). */
export function isClubSeeded(db: Db): boolean {
  return db.prepare('SELECT 1 FROM contract_installments LIMIT 1').get() !== undefined;
}

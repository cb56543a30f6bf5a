import type { Hospede } from '../../../src/api/contract/account';
import type { GuestInput } from '../shared/guest-input';
import type { Db } from '../db/types';

/** The guests of a reservation (product-rules §3 adult and child records), in their stored order. */

interface GuestRow {
  ordem: number;
  tipo: 'adulto' | 'crianca';
  nome: string;
  sobrenome: string;
  telefone: string;
  email: string;
  estado: string;
  cidade: string;
  tipo_documento: string;
  numero_documento: string;
  principal: number;
  idade: number | null;
  cupom: string;
}

export function listGuests(db: Db, reservationId: number): Hospede[] {
  const rows = db
    .prepare('SELECT * FROM reservation_guests WHERE reservation_id = ? ORDER BY ordem')
    .all(reservationId) as GuestRow[];
  return rows.map((row) => {
    const dados = {
      nome: row.nome,
      sobrenome: row.sobrenome,
      telefone: row.telefone,
      email: row.email,
      estado: row.estado,
      cidade: row.cidade,
      tipo_documento: row.tipo_documento,
      numero_documento: row.numero_documento,
      principal: row.principal === 1,
    };
    if (row.tipo === 'crianca') {
      return { ...dados, idade: String(row.idade ?? 0), tipo: 'crianca' as const };
    }
    const cupom = JSON.parse(row.cupom) as Record<string, string>;
    return {
      ...dados,
      cupom_calcado: cupom.cupom_calcado ?? '',
      cupom_camiseta: cupom.cupom_camiseta ?? '',
      cupom_moto_ano: cupom.cupom_moto_ano ?? '',
      cupom_moto_marca: cupom.cupom_moto_marca ?? '',
      cupom_moto_modelo: cupom.cupom_moto_modelo ?? '',
      cupom_piloto: cupom.cupom_piloto ?? '',
      cupom_sexo: cupom.cupom_sexo ?? '',
      tipo: 'adulto' as const,
    };
  });
}

/** Replaces the room's guests (adults first, in the order given). */
export function replaceGuests(db: Db, reservationId: number, guests: readonly GuestInput[]): void {
  const ordered = [
    ...guests.filter((g) => g.tipo === 'adulto'),
    ...guests.filter((g) => g.tipo === 'crianca'),
  ];
  db.transaction(() => {
    db.prepare('DELETE FROM reservation_guests WHERE reservation_id = ?').run(reservationId);
    const insert = db.prepare(
      `INSERT INTO reservation_guests (reservation_id, ordem, tipo, nome, sobrenome, telefone, email, estado,
         cidade, tipo_documento, numero_documento, principal, idade, cupom)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    ordered.forEach((g, i) => {
      insert.run(
        reservationId,
        i + 1,
        g.tipo,
        g.nome,
        g.sobrenome,
        g.telefone,
        g.email,
        g.estado,
        g.cidade,
        g.tipo_documento,
        g.numero_documento,
        g.principal ? 1 : 0,
        g.idade,
        JSON.stringify(g.cupom),
      );
    });
  })();
}

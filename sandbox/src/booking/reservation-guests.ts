import type { Hospede } from '../../../src/api/contract/account';
import type { GuestInput } from '../shared/guest-input';
import type { Db } from '../db/types';
import { guestRows, replaceGuestRows } from '../repositories/reservation-guests';

/** The guests of a reservation (product-rules §3 adult and child records), in their stored order. */

export function listGuests(db: Db, reservationId: number): Hospede[] {
  const rows = guestRows(db, reservationId);
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
  replaceGuestRows(
    db,
    reservationId,
    ordered.map((g, i) => ({
      ...g,
      ordem: i + 1,
      principal: g.principal ? 1 : 0,
      cupom: JSON.stringify(g.cupom),
    })),
  );
}

import { onlyDigits } from '@/lib/documents';
import type { RoomGuests } from '../stores/checkout';

/**
 * Why the rooms cannot be booked for guests as typed (the sandbox refuses the same, and a refused
 * confirmation rolls the whole group back, so the review says it first), or null: each room's
 * principal adult is the guest, with a CPF and an e-mail, and is not the member.
 */
export function certificateGuestsProblem(
  rooms: readonly (RoomGuests | null)[],
  memberCpf: string,
): string | null {
  for (const [i, guests] of rooms.entries()) {
    const principal = guests?.adultos.find((a) => a.principal);
    const room = rooms.length > 1 ? ` do quarto ${i + 1}` : '';
    if (
      !principal ||
      onlyDigits(principal.numero_documento).length !== 11 ||
      !principal.email.trim()
    ) {
      return `Para reservar para convidados, o hóspede principal${room} precisa do CPF e do e-mail do convidado: volte aos hóspedes e informe-os.`;
    }
    if (onlyDigits(principal.numero_documento) === onlyDigits(memberCpf)) {
      return `O hóspede principal${room} é você: para reservar para convidados, informe os dados do convidado.`;
    }
  }
  return null;
}

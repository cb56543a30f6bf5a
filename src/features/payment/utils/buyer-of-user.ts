import type { Usuario } from '@/api/contract/user';
import type { Buyer } from './build-payment-payload';

/**
 * The buyer as the gateway sees it, from the logged-in customer's own data: what a ticket
 * purchase and a club parcela are paid with (a booking's buyer is room 1's principal guest).
 */
export function buyerOfUser(user: Usuario): Buyer {
  const phone = user.telefone[0];
  return {
    nome: user.nome,
    email: user.email,
    telefone: phone ? `${phone.ddd}${phone.numero}` : '',
    documento: user.cpf,
    endereco: {
      logradouro: user.logradouro,
      numero: user.numero,
      complemento: user.complemento,
      bairro: user.bairro,
      cidade: user.nomecidade,
      uf: user.ufestado,
      cep: user.cep,
    },
  };
}

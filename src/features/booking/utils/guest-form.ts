import type { HospedeAdulto, HospedeCrianca } from '@/api/contract/booking';
import type { Usuario } from '@/api/contract/user';
import {
  documentType,
  isValidCnpj,
  isValidCpf,
  maskedDocument,
  onlyDigits,
  wireDocumentType,
} from '@/lib/documents';
import { newAdult, newChild } from '@/stores/search-criteria-rules';
import type { HeldRoom, RoomGuests } from '../stores/checkout';
import { NO_ACCOUNT, type AccountValues } from './account-in-booking';

/** The guests form: per held room, its adults and children and which adult is the principal. */
export interface AdultValues {
  nome: string;
  sobrenome: string;
  email: string;
  telefone: string;
  numero_documento: string;
}
export interface ChildValues {
  nome: string;
  sobrenome: string;
  /** From the search (it priced the room): shown, not edited. */
  idade: string;
}
export interface RoomValues {
  /** Index of the principal adult, as the radio group's value ('0' = the first adult). */
  principal: string;
  adultos: AdultValues[];
  criancas: ChildValues[];
}
/**
 * The guests form's values: the rooms, and the account a visitor may make with room 1's
 * principal (utils/account-in-booking.ts): ticked, a password and the marketing consents.
 */
export interface GuestsFormValues extends AccountValues {
  quartos: RoomValues[];
}

export const GUEST_MESSAGES = {
  nome: 'Informe o nome.',
  sobrenome: 'Informe o sobrenome.',
  email: 'Informe um e-mail válido.',
  telefone: 'Informe um telefone com DDD.',
  documento: 'Informe o CPF ou CNPJ do hóspede principal.',
  cpf: 'CPF inválido.',
  cnpj: 'CNPJ inválido.',
  cpfVisitante: 'Para continuar sem login, informe o CPF do hóspede principal (000.000.000-00).',
  principal: 'Escolha um hóspede principal (adulto) para o quarto.',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Flat errors: path ('quartos.0.adultos.1.email') -> message. */
export type GuestFormErrors = Record<string, string>;

/**
 * The rules of the guests step (Portuguese messages):
 * - every guest has a name and a surname (the API refuses a guest without either, and a refused
 *   room rolls the whole group back); each room has exactly one principal, an adult (the radio
 *   group makes two impossible; an index outside the adults is refused);
 * - a room's principal gives e-mail and phone (with area code);
 * - room 1's principal is the buyer: a CPF or CNPJ is required, and a visitor continuing
 *   without login must give a CPF (the temporary user is created with it);
 * - a document shaped as CPF/CNPJ (product-rules §5) must have valid check digits.
 */
export function guestFormErrors(
  values: GuestsFormValues,
  { visitor }: { visitor: boolean },
): GuestFormErrors {
  const errors: GuestFormErrors = {};
  values.quartos.forEach((room, r) => {
    // A radio group with nothing checked gives '' or null: never read that as adult 0.
    const principal = /^\d+$/.test(String(room.principal ?? '')) ? Number(room.principal) : -1;
    if (!room.adultos[principal]) {
      errors[`quartos.${r}.principal`] = GUEST_MESSAGES.principal;
    }
    room.adultos.forEach((adult, a) => {
      const at = (field: keyof AdultValues) => `quartos.${r}.adultos.${a}.${field}`;
      const isPrincipal = a === principal;
      if (!adult.nome.trim()) errors[at('nome')] = GUEST_MESSAGES.nome;
      if (!adult.sobrenome.trim()) errors[at('sobrenome')] = GUEST_MESSAGES.sobrenome;
      const email = adult.email.trim();
      if ((isPrincipal || email) && !EMAIL.test(email)) errors[at('email')] = GUEST_MESSAGES.email;
      const phone = onlyDigits(adult.telefone);
      if ((isPrincipal || phone) && (phone.length < 10 || phone.length > 11)) {
        errors[at('telefone')] = GUEST_MESSAGES.telefone;
      }
      const doc = maskedDocument(adult.numero_documento.trim());
      const type = documentType(doc);
      if (type === 'cpf' && !isValidCpf(doc)) errors[at('numero_documento')] = GUEST_MESSAGES.cpf;
      else if (type === 'cnpj' && !isValidCnpj(doc)) {
        errors[at('numero_documento')] = GUEST_MESSAGES.cnpj;
      } else if (isPrincipal && r === 0) {
        if (visitor && type !== 'cpf') errors[at('numero_documento')] = GUEST_MESSAGES.cpfVisitante;
        else if (type === '') errors[at('numero_documento')] = GUEST_MESSAGES.documento;
      }
    });
    room.criancas.forEach((child, c) => {
      if (!child.nome.trim()) errors[`quartos.${r}.criancas.${c}.nome`] = GUEST_MESSAGES.nome;
      if (!child.sobrenome.trim()) {
        errors[`quartos.${r}.criancas.${c}.sobrenome`] = GUEST_MESSAGES.sobrenome;
      }
    });
  });
  return errors;
}

/** The adult's document as sent: masked when it is a CPF or CNPJ typed as bare digits. */
const documentOf = (adult: AdultValues): string => maskedDocument(adult.numero_documento.trim());

/** The product-rules §3 records of each room from the form. */
export function toRoomGuests(values: GuestsFormValues): RoomGuests[] {
  return values.quartos.map((room) => ({
    adultos: room.adultos.map((adult, a): HospedeAdulto => ({
      ...newAdult(false),
      nome: adult.nome.trim(),
      sobrenome: adult.sobrenome.trim(),
      email: adult.email.trim(),
      telefone: adult.telefone.trim(),
      numero_documento: documentOf(adult),
      tipo_documento: wireDocumentType(documentOf(adult)),
      principal: a === Number(room.principal),
    })),
    criancas: room.criancas.map((child): HospedeCrianca => ({
      ...newChild(),
      nome: child.nome.trim(),
      sobrenome: child.sobrenome.trim(),
      idade: child.idade,
      principal: false,
    })),
  }));
}

const emptyAdult = (): AdultValues => ({
  nome: '',
  sobrenome: '',
  email: '',
  telefone: '',
  numero_documento: '',
});

/** '64' + '999871234' -> '(64) 99987-1234' (the phone mask's shape). */
function formatPhone(ddd: string, numero: string): string {
  const digits = onlyDigits(numero);
  if (!ddd || !digits) return '';
  const split = digits.length - 4;
  return `(${ddd}) ${digits.slice(0, split)}-${digits.slice(split)}`;
}

/** The logged-in user as room 1's principal: name split at the first space, e-mail, phone, CPF. */
export function principalFromUser(user: Usuario): AdultValues {
  const [first = '', ...rest] = user.nome.trim().split(/\s+/);
  const phone = user.telefone[0];
  return {
    nome: first,
    sobrenome: rest.join(' '),
    email: user.email,
    telefone: phone ? formatPhone(phone.ddd, phone.numero) : '',
    numero_documento: maskedDocument(user.cpf),
  };
}

/**
 * The form's starting values: the guests already entered (back from the review or after a
 * reload), else empty records sized by the held rooms (the first adult principal), with room
 * 1's principal prefilled from the logged-in user.
 */
export function initialGuestValues(
  grupo: readonly HeldRoom[],
  entered: readonly (RoomGuests | null)[],
  user: Usuario | null,
): GuestsFormValues {
  return {
    quartos: grupo.map((room, r) => {
      const saved = entered[r];
      if (saved) {
        const principal = Math.max(
          0,
          saved.adultos.findIndex((a) => a.principal),
        );
        return {
          principal: String(principal),
          adultos: saved.adultos.map(({ nome, sobrenome, email, telefone, numero_documento }) => ({
            nome,
            sobrenome,
            email,
            telefone,
            numero_documento,
          })),
          criancas: saved.criancas.map(({ nome, sobrenome, idade }) => ({
            nome,
            sobrenome,
            idade,
          })),
        };
      }
      const adultos = Array.from({ length: Math.max(1, room.qtd_adultos) }, emptyAdult);
      if (r === 0 && user) adultos[0] = principalFromUser(user);
      return {
        principal: '0',
        adultos,
        criancas: room.idades_criancas.map((idade) => ({ nome: '', sobrenome: '', idade })),
      };
    }),
    ...NO_ACCOUNT,
  };
}

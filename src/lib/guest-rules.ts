import type { Hospede } from '@/api/contract/account';
import {
  documentType,
  formatCnpj,
  formatCpf,
  isValidCnpj,
  isValidCpf,
  maskedDocument,
  onlyDigits,
  wireDocumentType,
} from '@/lib/documents';

/**
 * Rules of the guests form (pre-check-in and 'Hóspedes'): pure, so both screens and the tests
 * share them. Adults give name, surname, e-mail, phone and a document; children name and age.
 */

export type GuestField = 'nome' | 'sobrenome' | 'email' | 'telefone' | 'numero_documento' | 'idade';

export interface GuestErrors {
  /** Errors of the list as a whole (the main guest). */
  list: string | null;
  /** Field errors by guest index. */
  guests: Partial<Record<GuestField, string>>[];
}

/** product-rules §9: child age 0 to 13. */
export const CHILD_AGE_MIN = 0;
export const CHILD_AGE_MAX = 13;

export const GUEST_MESSAGES = {
  nome: 'Informe o nome.',
  sobrenome: 'Informe o sobrenome.',
  email: 'Email válido',
  telefone: 'Telefone válido',
  cpf: 'CPF inválido.',
  cnpj: 'CNPJ inválido.',
  idade: `Idade entre ${CHILD_AGE_MIN} e ${CHILD_AGE_MAX} anos.`,
  principal: 'Escolha exatamente um hóspede principal (adulto).',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function adultErrors(guest: Hospede): Partial<Record<GuestField, string>> {
  const errors: Partial<Record<GuestField, string>> = {};
  if (guest.sobrenome.trim() === '') errors.sobrenome = GUEST_MESSAGES.sobrenome;
  if (guest.email.trim() !== '' && !EMAIL.test(guest.email.trim())) {
    errors.email = GUEST_MESSAGES.email;
  }
  const phone = onlyDigits(guest.telefone);
  if (guest.telefone.trim() !== '' && (phone.length < 10 || phone.length > 11)) {
    errors.telefone = GUEST_MESSAGES.telefone;
  }
  // product-rules §5: the type comes from the shape; only a CPF- or CNPJ-shaped number is checked.
  const type = documentType(maskedDocument(guest.numero_documento.trim()));
  if (type === 'cpf' && !isValidCpf(guest.numero_documento)) {
    errors.numero_documento = GUEST_MESSAGES.cpf;
  }
  if (type === 'cnpj' && !isValidCnpj(guest.numero_documento)) {
    errors.numero_documento = GUEST_MESSAGES.cnpj;
  }
  return errors;
}

/** Whole years 0 to 13, written as digits only ('7', not '7.5' or '-1'). */
export function isValidChildAge(idade: string): boolean {
  const trimmed = idade.trim();
  if (!/^\d{1,2}$/.test(trimmed)) return false;
  const age = Number(trimmed);
  return age >= CHILD_AGE_MIN && age <= CHILD_AGE_MAX;
}

export function validateGuests(guests: readonly Hospede[]): GuestErrors {
  const errors = guests.map((guest) => {
    const own = guest.tipo === 'adulto' ? adultErrors(guest) : {};
    if (guest.tipo === 'crianca' && !isValidChildAge(guest.idade)) own.idade = GUEST_MESSAGES.idade;
    return guest.nome.trim() === '' ? { nome: GUEST_MESSAGES.nome, ...own } : own;
  });
  const principals = guests.filter((g) => g.principal);
  const principalOk = principals.length === 1 && principals[0]?.tipo === 'adulto';
  return { list: principalOk ? null : GUEST_MESSAGES.principal, guests: errors };
}

export function hasGuestErrors(errors: GuestErrors): boolean {
  return errors.list !== null || errors.guests.some((e) => Object.keys(e).length > 0);
}

/** Makes the guest at `index` the only main guest. */
export function withPrincipal(guests: readonly Hospede[], index: number): Hospede[] {
  return guests.map((guest, i) => ({ ...guest, principal: i === index }));
}

/**
 * Guests as the form shows them. The API keeps CPF/CNPJ as bare digits; written in their
 * pattern again, the type reads right (product-rules §5) and the number is easy to check by eye.
 */
export function toFormGuests(guests: readonly Hospede[]): Hospede[] {
  return guests.map((guest) => {
    const digits = onlyDigits(guest.numero_documento);
    const declared = guest.tipo_documento.toUpperCase();
    if (declared === 'CPF' && digits.length === 11) {
      return { ...guest, numero_documento: formatCpf(digits) };
    }
    if (declared === 'CNPJ' && digits.length === 14) {
      return { ...guest, numero_documento: formatCnpj(digits) };
    }
    return guest;
  });
}

/** The wire list: trimmed text, document type read from the number's shape (product-rules §5). */
export function toWireGuests(guests: readonly Hospede[]): Hospede[] {
  return guests.map((guest) => {
    const numero = maskedDocument(guest.numero_documento.trim());
    const common = {
      nome: guest.nome.trim(),
      sobrenome: guest.sobrenome.trim(),
      email: guest.email.trim(),
      telefone: guest.telefone.trim(),
      numero_documento: numero,
      tipo_documento: wireDocumentType(numero),
    };
    return guest.tipo === 'adulto'
      ? { ...guest, ...common }
      : { ...guest, ...common, idade: guest.idade.trim(), principal: false };
  });
}

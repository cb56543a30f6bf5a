import { cuss } from 'cuss/pt';
import { francAll } from 'franc-min';
import { isValidCpf } from '../shared/documents';
import { REVIEW_MESSAGES } from './review-rules';

/**
 * The checks a review passes before anyone reads it (issue 53 part 2), on everything the guest
 * wrote (title, text, name, city): no personal data of anyone (a CPF, a phone, an e-mail, a card
 * number), no links, no profanity, and Portuguese. The first problem found is the refusal, with
 * its reason; a person moderates what passes.
 */

/** Words the list (`cuss`, words/cuss) rates as likely profanity: 2 of its 0–2 sureness. */
const PROFANE = new Set(
  Object.entries(cuss)
    .filter(([, sureness]) => sureness === 2)
    .map(([word]) => normalise(word))
    // A hotel's restaurant serves 'frango' (chicken): clean here, whatever the list says.
    .filter((word) => word !== 'frango'),
);

function normalise(text: string): string {
  return text.toLocaleLowerCase('pt-BR').normalize('NFC');
}

/** 11 digits, written plain or as 000.000.000-00, that make a CPF with valid check digits. */
function hasCpf(text: string): boolean {
  for (const match of text.matchAll(/\d{3}\.?\d{3}\.?\d{3}-?\d{2}/g)) {
    if (isValidCpf(match[0].replace(/\D/g, ''))) return true;
  }
  return false;
}

/** A Brazilian phone: a DDD and 8 or 9 digits, with or without its punctuation. */
const PHONE = /(\(?\b[1-9]\d\)?[\s.-]?)?\b9?\d{4}[\s.-]?\d{4}\b/;
const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/;
const LINK = /(https?:\/\/|www\.)\S+|\b[a-z0-9-]+\.(com|net|org|br|io|me|tv|info)(\.br)?\b/i;

/** 13 to 19 digits (spaces or dashes between groups allowed) passing the Luhn check. */
function hasCardNumber(text: string): boolean {
  for (const match of text.matchAll(/\b\d(?:[ -]?\d){12,18}\b/g)) {
    const digits = match[0].replace(/\D/g, '');
    let sum = 0;
    for (let i = 0; i < digits.length; i++) {
      let d = Number(digits[digits.length - 1 - i]);
      if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
      sum += d;
    }
    if (sum % 10 === 0) return true;
  }
  return false;
}

/**
 * Portuguese, by the trigram detector `franc` among the languages a guest here may write in: the
 * text's Portuguese score at least 0.9 of the best one (a short Portuguese text can score just
 * under Spanish; a Spanish or English one scores far below).
 */
function looksPortuguese(text: string): boolean {
  const scores = new Map(francAll(text, { only: ['por', 'spa', 'eng'], minLength: 10 }));
  return (scores.get('por') ?? 0) >= 0.9;
}

function hasProfanity(text: string): boolean {
  const plain = normalise(text);
  const words = plain.match(/[\p{L}-]+/gu) ?? [];
  if (words.some((w) => PROFANE.has(w))) return true;
  // The list's phrases ('filho da puta').
  for (const entry of PROFANE) if (entry.includes(' ') && plain.includes(entry)) return true;
  return false;
}

export interface ReviewTexts {
  titulo: string;
  texto: string;
  nome: string;
  cidade: string;
}

/** The reason the review cannot be published as written, or null when it passes. */
export function moderationProblem({ titulo, texto, nome, cidade }: ReviewTexts): string | null {
  const all = [titulo, texto, nome, cidade].join('\n');
  if (hasCpf(all)) return REVIEW_MESSAGES.cpf;
  if (hasCardNumber(all)) return REVIEW_MESSAGES.card;
  if (EMAIL.test(all)) return REVIEW_MESSAGES.email;
  if (PHONE.test(all)) return REVIEW_MESSAGES.phone;
  if (LINK.test(all)) return REVIEW_MESSAGES.link;
  if (hasProfanity(all)) return REVIEW_MESSAGES.profanity;
  if (!looksPortuguese(`${titulo} ${texto}`)) return REVIEW_MESSAGES.language;
  return null;
}

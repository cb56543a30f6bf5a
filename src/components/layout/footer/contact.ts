import { brand } from '@/config/brand';

/**
 * Footer contact details. Not in the product rules' config list; derived from the brand slug so a
 * rebrand changes them together. Candidates for env config if the real addresses differ.
 */
export const CONTACT_EMAIL = `reservas@${brand.slug}hoteis.com.br`;
export const SAO_PAULO_PHONE = '(11) 3090-4400';
const phoneDigits = brand.phone.replace(/\D/g, '');

export const SOCIAL_LINKS = {
  whatsapp: `https://wa.me/55${phoneDigits}`,
  instagram: `https://www.instagram.com/${brand.slug}hoteis`,
  facebook: `https://www.facebook.com/${brand.slug}hoteis`,
  youtube: `https://www.youtube.com/@${brand.slug}hoteis`,
} as const;

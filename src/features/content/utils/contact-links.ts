/** Links built from a Brazilian phone number such as '(64) 3453-9000'. */

const digits = (phone: string) => phone.replace(/\D/g, '');

/** tel: link with the country code, dialable from a mobile phone anywhere. */
export const telHref = (phone: string) => `tel:+55${digits(phone)}`;

/** WhatsApp click-to-chat link for the same number. */
export const whatsAppHref = (phone: string) => `https://wa.me/55${digits(phone)}`;

/** 'tel:' target for a Brazilian number shown as '(64) 3453-9000'. */
export function telHref(phone: string): string {
  return `tel:+55${phone.replace(/\D/g, '')}`;
}

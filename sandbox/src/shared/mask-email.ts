/** An address as a confirmation names it without revealing it: 'j***@example.com.br'. */
export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 1)}***@${domain}`;
}

import { USER_TYPE_CLUB_MEMBER, USER_TYPE_GENERIC, type Usuario } from '@/api/contract/user';
import { env } from '@/config/env';
import { isAllowedExternalUrl } from '@/lib/safe-external-url';

/** product-rules §1/§6: only customers (6) and club members (14) use this site; others are partners. */
export function isPartner(user: Usuario): boolean {
  return (
    user.usuario_tipo_id !== USER_TYPE_GENERIC && user.usuario_tipo_id !== USER_TYPE_CLUB_MEMBER
  );
}

/**
 * Sends a partner to the external partner portal. The target is checked against the
 * configured portal's origin before leaving, so a tampered or mistyped URL never becomes an
 * open redirect. Returns true when the browser was sent away.
 */
export function redirectPartnerIfNeeded(
  user: Usuario,
  navigate: (url: string) => void = (url) => window.location.assign(url),
  target: string = env.links.partnerPortal,
): boolean {
  if (!isPartner(user)) return false;
  if (!isAllowedExternalUrl(target, [env.links.partnerPortal])) {
    console.error('Endereço do portal de parceiros recusado:', target);
    return false;
  }
  navigate(target);
  return true;
}

import { USER_TYPE_GENERIC } from '@/api/contract/user';
import { sessionSnapshot } from '@/stores/session';

/** The generic anonymous user: type 6 and not logged in (a logged-in type-6 customer is not). */
export function isGenericUser(snapshot = sessionSnapshot()): boolean {
  return snapshot.status !== 'authenticated' && snapshot.user.usuario_tipo_id === USER_TYPE_GENERIC;
}

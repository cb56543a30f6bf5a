import { sessionSnapshot } from '@/stores/session';
import { verifySession } from '../api/verify-session';
import { expireSession } from './expire-session';

/** product-rules §4/§9: the session is re-checked every 50 seconds while logged in. */
export const SESSION_RECHECK_INTERVAL_MS = 50_000;

/**
 * One re-check: a rejected token, an unreachable server or a user that became temporary all
 * end the session. Never throws (it runs from a timer).
 */
export async function recheckSession(): Promise<void> {
  if (sessionSnapshot().status !== 'authenticated') return;
  try {
    const { usuario, temporario } = await verifySession();
    if (temporario || !usuario) expireSession();
  } catch {
    expireSession();
  }
}

/**
 * The in-site page a flow started elsewhere goes back to (a registration started from the login
 * asked by the ticket sale), read from the router's location state. Only a path of this site:
 * '//host' and 'https://…' would be a redirect out (external redirects go only to configured
 * hosts), and a backslash is read by some browsers as a slash.
 */
export interface ReturnState {
  voltar: string;
}

export function returnPathOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('voltar' in state)) return null;
  const path = state.voltar;
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) return null;
  return path.includes('\\') ? null : path;
}

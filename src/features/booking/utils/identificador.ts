/** URL-safe alphabet: 64 symbols, so `byte & 63` maps every byte without bias. */
const URL_SAFE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

export const GROUP_TOKEN_LENGTH = 24;

/** A random, URL-safe token from crypto.getRandomValues (never Math.random). */
export function groupToken(length = GROUP_TOKEN_LENGTH): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => URL_SAFE[byte & 63]).join('');
}

/** product-rules §4: the group identificador is the hotel id plus a generated token ('1-Ab3_...'). */
export function buildIdentificador(idHotel: number, token = groupToken()): string {
  return `${idHotel}-${token}`;
}

/** The hotel id an identificador starts with; null when it is not one of ours. */
export function hotelOfIdentificador(identificador: string): number | null {
  const match = /^(\d+)-/.exec(identificador);
  return match ? Number(match[1]) : null;
}

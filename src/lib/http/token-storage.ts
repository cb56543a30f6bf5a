/** The user's JWT lives in localStorage under `token_jwt` (product-rules §3, §9). Never in a URL. */
export const TOKEN_STORAGE_KEY = 'token_jwt';

export const tokenStorage = {
  read(): string | null {
    try {
      return localStorage.getItem(TOKEN_STORAGE_KEY);
    } catch {
      return null;
    }
  },
  write(token: string): void {
    localStorage.setItem(TOKEN_STORAGE_KEY, token);
  },
  clear(): void {
    try {
      localStorage.removeItem(TOKEN_STORAGE_KEY);
    } catch {
      // Storage may be unavailable (private mode); nothing to clear then.
    }
  },
};

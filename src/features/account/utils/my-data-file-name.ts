/** meus-dados-YYYY-MM-DD.<ext>, with the device's local date (the day the person sees). */
export function myDataFileName(extension: 'json' | 'pdf', now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return `meus-dados-${day}.${extension}`;
}

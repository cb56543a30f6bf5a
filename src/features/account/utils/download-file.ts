/**
 * Saves a Blob as a file through a temporary link with `download`: nothing leaves the browser
 * and no token ever appears in a URL (the object URL is local and revoked at once after use).
 */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the click has started the download by then.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** meus-dados-YYYY-MM-DD.<ext>, with the device's local date (the day the person sees). */
export function myDataFileName(extension: 'json' | 'pdf', now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return `meus-dados-${day}.${extension}`;
}

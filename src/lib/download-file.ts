/**
 * Saves what the browser holds as a file (a calendar, a data export, a PDF fetched with the
 * bearer header): a Blob behind a local object URL, clicked from a temporary link. Nothing
 * leaves the browser and no token ever appears in a URL. The URL is revoked on the next task,
 * once the click has started the download.
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
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Text made in the browser, saved as `fileName`. */
export function downloadFile(fileName: string, content: BlobPart, type: string): void {
  downloadBlob(new Blob([content], { type }), fileName);
}

/** Decodes base64 (optionally a data: URL) into a PDF Blob (vouchers, data exports). */
export function base64ToPdfBlob(base64: string): Blob {
  const clean = base64.replace(/^data:[^,]*,/, '').replace(/\s/g, '');
  const binary = atob(clean);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: 'application/pdf' });
}

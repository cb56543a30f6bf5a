/**
 * Saves text made in the browser as a file (a calendar, a data export): a Blob behind an object
 * URL, clicked from a temporary link. The URL is revoked on the next task, once the download
 * has taken it.
 */
export function downloadFile(fileName: string, content: BlobPart, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Decodes a base64 PDF (optionally a data: URL) into a Blob. */
export function base64ToPdfBlob(base64: string): Blob {
  const binary = atob(base64.replace(/^data:[^,]*,/, '').replace(/\s/g, ''));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new Blob([bytes], { type: 'application/pdf' });
}

/**
 * Opens a PDF fetched by `load` in a new tab. The tab is opened during the click (before any
 * await) so popup blockers allow it; resolves false when it was blocked anyway.
 */
export async function openPdfInNewTab(load: () => Promise<string>): Promise<boolean> {
  const tab = window.open('', '_blank');
  try {
    const url = URL.createObjectURL(base64ToPdfBlob(await load()));
    if (!tab || tab.closed) return false;
    tab.location.href = url;
    return true;
  } catch (error) {
    tab?.close();
    throw error;
  }
}

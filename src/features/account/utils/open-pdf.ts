import { base64ToPdfBlob } from '@/lib/download-file';

/**
 * Opens a base64 PDF (vouchers) in a new tab. Browsers only allow `window.open` during the
 * click itself, so the tab is opened synchronously, before the PDF is fetched, and pointed at
 * the PDF once it arrives. When the popup is blocked the caller offers a download link instead.
 */

/** How long a PDF's object URL lives: long enough for the tab (or a download) to read it. */
const OBJECT_URL_LIFETIME_MS = 5 * 60_000;

export { base64ToPdfBlob };

export type PdfOpenResult = { opened: true } | { opened: false; url: string };

/**
 * Call straight from a click handler: the tab opens before the first `await`. Resolves with
 * `opened: false` and the object URL when the popup was blocked; rejects (closing the blank
 * tab) when `loadBase64` fails.
 */
export async function openPdfInNewTab(loadBase64: () => Promise<string>): Promise<PdfOpenResult> {
  const tab = window.open('', '_blank');
  let url: string;
  try {
    url = URL.createObjectURL(base64ToPdfBlob(await loadBase64()));
  } catch (error) {
    tab?.close();
    throw error;
  }
  window.setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
  if (!tab || tab.closed) return { opened: false, url };
  tab.location.href = url;
  return { opened: true };
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { base64ToPdfBlob, openPdfInNewTab } from './open-pdf';

const PDF_TEXT = '%PDF-1.4 voucher';
const PDF_BASE64 = btoa(PDF_TEXT);

describe('base64ToPdfBlob', () => {
  it('decodes base64 (or a data: URL) into a PDF blob', async () => {
    for (const input of [PDF_BASE64, `data:application/pdf;base64,${PDF_BASE64}`]) {
      const blob = base64ToPdfBlob(input);
      expect(blob.type).toBe('application/pdf');
      expect(await blob.text()).toBe(PDF_TEXT);
    }
  });
});

describe('openPdfInNewTab', () => {
  const createObjectURL = vi.fn((blob: Blob) => `blob:test/${blob.type}`);
  beforeEach(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.restoreAllMocks());

  it('opens the tab before the PDF arrives, then points it at the blob', async () => {
    const tab = { closed: false, close: vi.fn(), location: { href: '' } };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    let resolve!: (value: string) => void;
    const pending = openPdfInNewTab(() => new Promise<string>((r) => (resolve = r)));
    // Synchronously, still inside the click: popup blockers allow only this.
    expect(open).toHaveBeenCalledWith('', '_blank');
    resolve(PDF_BASE64);
    await expect(pending).resolves.toEqual({ opened: true });
    expect(createObjectURL.mock.calls[0]?.[0].type).toBe('application/pdf');
    expect(tab.location.href).toBe('blob:test/application/pdf');
  });

  it('hands back the URL for a download link when the popup is blocked', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    await expect(openPdfInNewTab(async () => PDF_BASE64)).resolves.toEqual({
      opened: false,
      url: 'blob:test/application/pdf',
    });
  });

  it('closes the blank tab when the PDF cannot be fetched', async () => {
    const tab = { closed: false, close: vi.fn(), location: { href: '' } };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    await expect(openPdfInNewTab(() => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(tab.close).toHaveBeenCalled();
  });
});

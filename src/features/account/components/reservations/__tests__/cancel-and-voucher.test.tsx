import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_PATHS, type CancelarReservaRequest } from '@/api/contract/account';
import { env } from '@/config/env';
import { VOUCHER_PDF_BASE64 } from '@/testing/fixtures/account';
import { server } from '@/testing/server';
import { renderReservationsPage } from './render-reservations';

const cancelUrl = `${env.api.main}${ACCOUNT_PATHS.cancelReservation}`;
const card = (numero: string) => screen.findByRole('article', { name: `Reserva ${numero}` });

afterEach(() => vi.restoreAllMocks());

// Typing into a rendered route is slow on a busy machine; the default 5 s is too tight.
const SLOW = { timeout: 20_000 };

describe('cancel', SLOW, () => {
  it('requires a reason, sends it, and shows the cancelled status in the list', async () => {
    const user = userEvent.setup();
    const bodies: CancelarReservaRequest[] = [];
    // Records the body, then falls through to the happy-path handler (no response returned).
    server.use(
      http.post(cancelUrl, async ({ request }) => {
        bodies.push((await request.clone().json()) as CancelarReservaRequest);
      }),
    );
    renderReservationsPage();
    const row = await card('AUR-1001');
    await user.click(within(row).getByRole('button', { name: 'Cancelar' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancelar reserva' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar cancelamento' }));
    expect(within(dialog).getByText('Informe o motivo do cancelamento.')).toBeVisible();
    expect(bodies).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Motivo do cancelamento'), 'Mudança de planos');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar cancelamento' }));
    expect(await within(row).findByText('Cancelada')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Cancelar' })).toBeNull();
    expect(bodies).toEqual([{ id_reservas_front: 501, observacoes: 'Mudança de planos' }]);
    expect(await screen.findByText('Reserva AUR-1001 cancelada.')).toBeInTheDocument();
  });

  it("keeps the API's refusal inside the dialog", async () => {
    const user = userEvent.setup();
    server.use(
      http.post(cancelUrl, () =>
        HttpResponse.json({ erro: 'Prazo de cancelamento encerrado.' }, { status: 422 }),
      ),
    );
    renderReservationsPage();
    await user.click(within(await card('AUR-1001')).getByRole('button', { name: 'Cancelar' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancelar reserva' });
    await user.type(within(dialog).getByLabelText('Motivo do cancelamento'), 'Doença');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar cancelamento' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Prazo de cancelamento encerrado.',
    );
    expect(within(await card('AUR-1001')).getByText('Confirmada')).toBeInTheDocument();
  });
});

describe('voucher', SLOW, () => {
  function mockObjectUrls() {
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:http://localhost/voucher-1';
    });
    URL.revokeObjectURL = vi.fn();
    return blobs;
  }

  it('opens the decoded PDF in a new tab opened during the click', async () => {
    const user = userEvent.setup();
    const blobs = mockObjectUrls();
    const tab = { closed: false, close: vi.fn(), location: { href: '' } };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderReservationsPage();
    await user.click(within(await card('AUR-1001')).getByRole('button', { name: 'Voucher' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await vi.waitFor(() => expect(tab.location.href).toBe('blob:http://localhost/voucher-1'));
    expect(blobs[0]?.type).toBe('application/pdf');
    expect(await blobs[0]?.text()).toBe(atob(VOUCHER_PDF_BASE64));
  });

  it('offers a download link when the popup is blocked', async () => {
    const user = userEvent.setup();
    mockObjectUrls();
    vi.spyOn(window, 'open').mockReturnValue(null);
    renderReservationsPage();
    await user.click(within(await card('AUR-1001')).getByRole('button', { name: 'Voucher' }));
    const link = await screen.findByRole('link', { name: 'Baixar voucher' });
    expect(link).toHaveAttribute('href', 'blob:http://localhost/voucher-1');
    expect(link).toHaveAttribute('download', 'voucher-AUR-1001.pdf');
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { VALID_ROOMING_LIST } from '@/testing/fixtures/account';
import VoucherRoomListRoute from '../voucher-roomlist';
import { renderRoute } from './render-route';

const open = (id: string) =>
  renderRoute(
    { path: paths.voucherRoomList.path, Component: VoucherRoomListRoute },
    paths.voucherRoomList.getHref(id),
  );

afterEach(() => vi.restoreAllMocks());

describe('/voucher-roomlist/:roomingList', { timeout: 20_000 }, () => {
  it("lists the group's reservations with dates, room and guests, and prints", async () => {
    const user = userEvent.setup();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    open(VALID_ROOMING_LIST);
    expect(await screen.findByRole('heading', { name: 'Lista de hóspedes' })).toBeInTheDocument();
    expect(screen.getByText(/Thermas Aurora · Grupo grupo-aurora-77/)).toBeInTheDocument();
    const first = screen.getByRole('region', { name: 'Reserva AUR-2001' });
    expect(within(first).getByText('10/07/2026 a 13/07/2026')).toBeInTheDocument();
    expect(within(first).getByText('Apartamento Luxo')).toBeInTheDocument();
    expect(within(first).getByText('Maria Souza – hóspede principal')).toBeInTheDocument();
    expect(within(first).getByText('Ana Souza (criança, 7 anos)')).toBeInTheDocument();
    const second = screen.getByRole('region', { name: 'Reserva AUR-2002' });
    expect(within(second).getByText('Apartamento Standard')).toBeInTheDocument();
    expect(within(second).getByText('Pedro Lima – hóspede principal')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('gives each reservation its WhatsApp chat and the whole stay to the calendar', async () => {
    const files: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      files.push(blob as Blob);
      return 'blob:test';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = userEvent.setup();
    open(VALID_ROOMING_LIST);
    const second = await screen.findByRole('region', { name: 'Reserva AUR-2002' });
    const chat = within(second).getByRole('link', {
      name: /Falar no WhatsApp sobre a reserva AUR-2002/,
    });
    expect(new URL(chat.getAttribute('href')!).searchParams.get('text')).toContain(
      'minha reserva AUR-2002',
    );

    await user.click(screen.getByRole('button', { name: 'Adicionar ao calendário (.ics)' }));
    await vi.waitFor(() => expect(files).toHaveLength(1));
    const ics = (await files[0]!.text()).replace(/\r\n /g, '');
    expect(ics).toContain('UID:reserva-AUR-2001@');
    expect(ics).toContain('UID:reserva-AUR-2002@');
    expect(ics).toContain('DTSTART;TZID=America/Sao_Paulo:20260710T');
    // The hotel's address, fetched on the click.
    expect(ics).toContain('Rua das Águas Quentes\\, 100');
  });

  it('says so when the list does not exist', async () => {
    open('nao-existe');
    expect(await screen.findByRole('alert')).toHaveTextContent('Lista de hóspedes não encontrada.');
    expect(screen.queryByRole('button', { name: 'Imprimir' })).toBeNull();
  });
});

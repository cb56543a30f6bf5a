import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionActions } from '@/stores/session';
import { clubMemberUser } from '@/testing/fixtures/users';
import { renderWithProviders } from '@/testing/render';
import { MOBILE_QUERY } from '../../utils/mobile-scroll';
import { forgetHotelRatings } from '../../utils/hotel-ratings-store';
import { SearchBar } from '../search-bar';
import { searchCriteriaActions, searchCriteriaSnapshot } from '@/stores/search-criteria';
import { onFixedDayAsVisitor } from './search-bar-clock';

const pesquisar = () => screen.getByRole('button', { name: 'PESQUISAR' });

onFixedDayAsVisitor();

describe('SearchBar: rooms (product-rules §4)', () => {
  const openRooms = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(screen.getByRole('button', { name: /Quartos e hóspedes/ }));
    return screen.getByRole('dialog', { name: 'Quartos e hóspedes' });
  };

  it('adds a room when opened with none, and summarises the guests', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SearchBar />);
    expect(screen.getByRole('button', { name: /Quartos e hóspedes/ })).toHaveTextContent('Quartos');
    const panel = await openRooms(user);
    expect(within(panel).getAllByRole('group')).toHaveLength(1);
    await user.click(within(panel).getByRole('button', { name: 'Adicionar quarto' }));
    await user.click(within(panel).getByRole('button', { name: 'Mais crianças no quarto 2' }));
    expect(screen.getByRole('button', { name: /Quartos e hóspedes/ })).toHaveTextContent(
      '2 quartos, 4 adultos, 1 criança',
    );
  });

  it('does not add a room when opened with some', async () => {
    const user = userEvent.setup();
    searchCriteriaActions().roomAdded();
    searchCriteriaActions().roomAdded();
    renderWithProviders(<SearchBar />);
    const panel = await openRooms(user);
    expect(within(panel).getAllByRole('group')).toHaveLength(2);
  });

  it('allows 5 rooms at most, and removes the last', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SearchBar />);
    const panel = await openRooms(user);
    const add = within(panel).getByRole('button', { name: 'Adicionar quarto' });
    for (let i = 0; i < 4; i++) await user.click(add);
    expect(within(panel).getAllByRole('group')).toHaveLength(5);
    expect(add).toBeDisabled();
    await user.click(within(panel).getByRole('button', { name: 'Remover quarto' }));
    expect(within(panel).queryByRole('group', { name: 'Quarto 5' })).not.toBeInTheDocument();
    expect(add).toBeEnabled();
  });

  it('keeps adults within 1 to 10 and children within 0 to 4', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SearchBar />);
    const room = within(await openRooms(user)).getByRole('group', { name: 'Quarto 1' });
    const fewerAdults = within(room).getByRole('button', { name: 'Menos adultos no quarto 1' });
    const moreAdults = within(room).getByRole('button', { name: 'Mais adultos no quarto 1' });
    await user.click(fewerAdults);
    expect(fewerAdults).toBeDisabled();
    expect(searchCriteriaSnapshot().apartamentos[0]?.qtd_adultos).toBe(1);
    for (let i = 0; i < 9; i++) await user.click(moreAdults);
    expect(moreAdults).toBeDisabled();
    expect(searchCriteriaSnapshot().apartamentos[0]?.qtd_adultos).toBe(10);

    const fewerChildren = within(room).getByRole('button', { name: 'Menos crianças no quarto 1' });
    const moreChildren = within(room).getByRole('button', { name: 'Mais crianças no quarto 1' });
    expect(fewerChildren).toBeDisabled();
    for (let i = 0; i < 4; i++) await user.click(moreChildren);
    expect(moreChildren).toBeDisabled();
    expect(within(room).getAllByRole('combobox', { name: /Idade da criança/ })).toHaveLength(4);
    await user.click(fewerChildren);
    expect(within(room).queryByRole('combobox', { name: 'Idade da criança 4' })).toBeNull();
  });

  it('offers ages 0 to 13 and re-counts paying children (11 pays, 10 does not)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SearchBar />);
    const panel = await openRooms(user);
    await user.click(within(panel).getByRole('button', { name: 'Mais crianças no quarto 1' }));
    const age = within(panel).getByRole('combobox', { name: 'Idade da criança 1' });
    const values = within(age)
      .getAllByRole('option')
      .map((o) => (o as HTMLOptionElement).value);
    expect(values).toEqual(Array.from({ length: 14 }, (_, i) => String(i)));
    await user.selectOptions(age, '10');
    expect(searchCriteriaSnapshot().apartamentos[0]).toMatchObject({
      qtd_criancas_pagantes: 0,
      qtd_criancas_nao_pagantes: 1,
    });
    await user.selectOptions(age, '11');
    expect(searchCriteriaSnapshot().apartamentos[0]).toMatchObject({
      qtd_criancas_pagantes: 1,
      qtd_criancas_nao_pagantes: 0,
    });
  });

  it('clears the missing-room error once a room is added', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SearchBar />);
    await user.click(pesquisar());
    expect(await screen.findByText('*Adicione um quarto')).toBeInTheDocument();
    await openRooms(user);
    expect(screen.queryByText('*Adicione um quarto')).not.toBeInTheDocument();
  });

  it('closes on Escape, giving focus back', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SearchBar />);
    await openRooms(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Quartos e hóspedes/ })).toHaveFocus();
  });
});

describe('SearchBar: hotel options (product-rules §3)', () => {
  it("lists the product rules' options with their values (a club member's list)", () => {
    // The names alone, as before the guest comes to the bar (earlier tests here brought ratings).
    forgetHotelRatings();
    sessionActions().authenticated(clubMemberUser);
    renderWithProviders(<SearchBar />);
    const options = within(screen.getByRole('combobox', { name: 'Hotel' }))
      .getAllByRole('option')
      .map((o) => [(o as HTMLOptionElement).value, o.textContent]);
    expect(options).toEqual([
      ['0', 'Todos os hotéis'],
      ['1', 'Thermas Aurora'],
      ['3', 'Império Romano'],
      ['4', 'Villas Aurora'],
      ['5', 'Hotel Roma'],
      ['6', 'Aurora Resort'],
      ['7', 'Aurora Fiori'],
      ['11', 'Aurora Exclusive'],
      ['12', "L'acqua Aurora I"],
      ['13', "L'acqua Aurora II"],
      ['14', "L'acqua Aurora III"],
      ['15', "L'acqua Aurora IV"],
      ['16', "L'acqua Aurora V"],
      ['18', 'Piazza Aurora'],
      ['19', 'Spazzio Aurora'],
    ]);
    sessionActions().loggedOut();
  });
});

describe('SearchBar: mobile scroll offsets (product-rules §9)', () => {
  beforeEach(() => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query === MOBILE_QUERY,
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
  });

  it('scrolls 250 px when the room selector opens and 500 px on PESQUISAR', async () => {
    const user = userEvent.setup();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    searchCriteriaActions().datesPicked('10/07/2026', '12/07/2026');
    const { router } = renderWithProviders(<SearchBar />);
    await user.click(screen.getByRole('button', { name: /Quartos e hóspedes/ }));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 250, behavior: 'smooth' });
    await user.click(pesquisar());
    await waitFor(() => expect(router.state.location.pathname).toBe('/hotelSearch'));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 500, behavior: 'smooth' });
  });

  it('does not scroll on desktop', async () => {
    vi.mocked(window.matchMedia).mockImplementation(
      (query: string) =>
        ({
          matches: false,
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    const user = userEvent.setup();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderWithProviders(<SearchBar />);
    await user.click(screen.getByRole('button', { name: /Quartos e hóspedes/ }));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});

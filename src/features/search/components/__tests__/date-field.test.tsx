import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOTEL_TIME_ZONE } from '@/api/contract/stay-calendar';
import { renderWithProviders } from '@/testing/render';
import { preloadDatePicker } from '../date-field';
import { SearchBar } from '../search-bar';
import { searchCriteriaActions, searchCriteriaSnapshot } from '@/stores/search-criteria';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 6, 8, 10, 0)); // Wednesday 8 July 2026
});

afterEach(() => {
  vi.useRealTimers();
  searchCriteriaActions().criteriaReset();
});

const datesButton = () => screen.getByRole('button', { name: /Chegada e partida/ });
const dates = () => {
  const { data_chegada, data_partida } = searchCriteriaSnapshot();
  return [data_chegada, data_partida];
};

async function openCalendar(user: ReturnType<typeof userEvent.setup>) {
  await user.click(datesButton());
  const dialog = screen.getByRole('dialog', { name: 'Escolha as datas da estadia' });
  // The calendar is lazy: its grid arrives after the chunk (slow to import the first time on a
  // busy machine, hence more than findBy's 1 s).
  await within(dialog).findAllByRole('grid', {}, { timeout: 5000 });
  return dialog;
}

const day = (dialog: HTMLElement, label: RegExp) =>
  within(dialog).getByRole('button', { name: label });

describe('DateField (product-rules §2, §4)', () => {
  it('opens with its days at once when its code was run before (a tap held before the app)', async () => {
    await preloadDatePicker();
    const user = userEvent.setup();
    renderWithProviders(<SearchBar />);
    await user.click(datesButton());
    const dialog = screen.getByRole('dialog', { name: 'Escolha as datas da estadia' });
    // No 'Carregando calendário' frame first: the days are there in the tap's own render.
    expect(within(dialog).getAllByRole('grid').length).toBeGreaterThan(0);
  });

  it('tells the button before the app which code it opens', () => {
    renderWithProviders(<SearchBar />);
    expect(datesButton()).toHaveAttribute('data-opens', 'dates');
  });

  it("shows 'Datas' until dates are picked", () => {
    renderWithProviders(<SearchBar />);
    expect(datesButton()).toHaveTextContent('Datas');
    expect(screen.queryByRole('button', { name: 'Limpar datas' })).not.toBeInTheDocument();
  });

  it('picks arrival then departure, shows the range and closes', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SearchBar />);
    const dialog = await openCalendar(user);
    await user.click(day(dialog, /\s10 de julho de 2026/));
    expect(dates()).toEqual(['10/07/2026', null]);
    await user.click(day(dialog, /\s12 de julho de 2026/));
    expect(dates()).toEqual(['10/07/2026', '12/07/2026']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(datesButton()).toHaveTextContent('10/07/2026 – 12/07/2026');
  });

  it('restarts with an earlier pick, and moves the arrival after the departure', async () => {
    const user = userEvent.setup();
    searchCriteriaActions().datesPicked('15/07/2026', null);
    renderWithProviders(<SearchBar />);
    let dialog = await openCalendar(user);
    await user.click(day(dialog, /\s13 de julho de 2026/));
    expect(dates()).toEqual(['13/07/2026', null]);
    await user.click(day(dialog, /\s20 de julho de 2026/));
    expect(dates()).toEqual(['13/07/2026', '20/07/2026']);
    dialog = await openCalendar(user);
    await user.click(day(dialog, /\s25 de julho de 2026/));
    expect(dates()).toEqual(['25/07/2026', null]);
  });

  it('disables days before today', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SearchBar />);
    const dialog = await openCalendar(user);
    expect(day(dialog, /\s7 de julho de 2026/)).toBeDisabled();
    expect(day(dialog, /\s8 de julho de 2026/)).toBeEnabled();
    await user.click(day(dialog, /\s7 de julho de 2026/));
    expect(dates()).toEqual([null, null]);
  });

  it('starts the week on Sunday, in Portuguese', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SearchBar />);
    const dialog = await openCalendar(user);
    const headers = within(within(dialog).getAllByRole('grid')[0]!).getAllByRole('columnheader', {
      hidden: true,
    });
    expect(headers[0]).toHaveAccessibleName(/domingo/i);
    expect(within(dialog).getByText(/julho 2026/i)).toBeInTheDocument();
  });

  it('the X clears both dates', async () => {
    const user = userEvent.setup();
    searchCriteriaActions().datesPicked('10/07/2026', '12/07/2026');
    renderWithProviders(<SearchBar />);
    await user.click(screen.getByRole('button', { name: 'Limpar datas' }));
    expect(dates()).toEqual([null, null]);
    expect(datesButton()).toHaveTextContent('Datas');
  });

  it('clears the missing-date error once a date is picked', async () => {
    const user = userEvent.setup();
    searchCriteriaActions().roomAdded();
    renderWithProviders(<SearchBar />);
    await user.click(screen.getByRole('button', { name: 'PESQUISAR' }));
    expect(await screen.findByText('*Selecione uma Data')).toBeInTheDocument();
    const dialog = await openCalendar(user);
    await user.click(day(dialog, /\s10 de julho de 2026/));
    expect(screen.queryByText('*Selecione uma Data')).not.toBeInTheDocument();
  });

  it('can be used with the keyboard', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SearchBar />);
    datesButton().focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Escolha as datas da estadia' });
    await within(dialog).findAllByRole('grid');
    // autoFocus puts the focus on today; arrows move it, Enter picks.
    expect(day(dialog, /\s8 de julho de 2026/)).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(dates()).toEqual(['10/07/2026', '17/07/2026']);
  });
});

describe('DateField: months shown (product-rules §2)', () => {
  it.each([
    [true, 2],
    [false, 1],
  ])('wide screen %s -> %i month(s)', async (wide, months) => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query === '(min-width: 1000px)' ? wide : false,
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    const user = userEvent.setup();
    renderWithProviders(<SearchBar />);
    const dialog = await openCalendar(user);
    expect(within(dialog).getAllByRole('grid')).toHaveLength(months);
  });
});

describe('DateField from the keyboard alone', () => {
  async function openWithEnter(user: ReturnType<typeof userEvent.setup>) {
    renderWithProviders(<SearchBar />);
    datesButton().focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Escolha as datas da estadia' });
    await within(dialog).findAllByRole('grid', {}, { timeout: 5000 });
    return dialog;
  }

  it('Escape closes the calendar and gives the focus back to the dates button', async () => {
    const user = userEvent.setup();
    await openWithEnter(user);
    expect(datesButton()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(datesButton()).toHaveFocus();
    expect(datesButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('Page Down moves a month ahead; a complete stay closes it with the focus on the button', async () => {
    const user = userEvent.setup();
    const dialog = await openWithEnter(user);
    await user.keyboard('{PageDown}');
    expect(day(dialog, /\s8 de agosto de 2026/)).toHaveFocus();
    await user.keyboard('{Enter}{ArrowRight}{ArrowRight}{ArrowRight}{Enter}');
    expect(dates()).toEqual(['08/08/2026', '11/08/2026']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(datesButton()).toHaveFocus();
    expect(datesButton()).toHaveTextContent('08/08/2026 – 11/08/2026');
  });

  it('the arrows stop at today: a day before it cannot be reached or picked', async () => {
    const user = userEvent.setup();
    const dialog = await openWithEnter(user);
    await user.keyboard('{ArrowLeft}');
    expect(day(dialog, /\s7 de julho de 2026/)).toBeDisabled();
    expect(day(dialog, /\s8 de julho de 2026/)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(dates()).toEqual(['08/07/2026', null]);
  });

  it('Tab from the dates button goes on to the clear button and the rooms when closed', async () => {
    const user = userEvent.setup();
    searchCriteriaActions().datesPicked('10/07/2026', '12/07/2026');
    renderWithProviders(<SearchBar />);
    datesButton().focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Limpar datas' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(dates()).toEqual([null, null]);
    expect(datesButton()).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: /Quartos e hóspedes/ })).toHaveFocus();
  });
});

describe('DateField and the hotel clock', () => {
  // The clock's first reading loads the browser's date data, about 100 ms in one piece on a slow
  // phone: not while a prerendered search bar hydrates, only for the calendar (bench/README.md,
  // "TBT").
  it('reads the hotel clock only once the calendar opens', async () => {
    const formatToParts = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    const hotelClockReadings = () =>
      (formatToParts.mock.contexts as Intl.DateTimeFormat[]).filter(
        (format) => format.resolvedOptions().timeZone === HOTEL_TIME_ZONE,
      ).length;
    try {
      const user = userEvent.setup();
      renderWithProviders(<SearchBar />);
      expect(hotelClockReadings()).toBe(0);
      await openCalendar(user);
      expect(hotelClockReadings()).toBeGreaterThan(0);
    } finally {
      formatToParts.mockRestore();
    }
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REVIEW_PATHS } from '@/api/contract/reviews';
import { catalogueActions } from '@/stores/catalogue';
import { searchCriteriaActions } from '@/stores/search-criteria';
import { expectNoAxeViolations } from '@/testing/axe';
import { hotelSummaries } from '@/testing/fixtures/content';
import { afterRequestsSoFar } from '@/testing/network';
import { renderWithProviders } from '@/testing/render';
import { server } from '@/testing/server';
import { forgetReviewSummary } from '@/lib/reviews/review-summary';
import { forgetHotelRatings } from '../../utils/hotel-ratings-store';
import { SearchBar } from '../search-bar';
// Transformed ahead, so that the bar's dynamic import of it is not slowed by a busy machine.
import '../../utils/hotel-option-ratings';

/**
 * The hotels' reviews where the search starts (issue 53): each hotel of the choice says its
 * average and count, asked only once the guest comes to the bar, and the calendar links to the
 * chosen hotel's reviews.
 */

let summaries = 0;
beforeEach(() => {
  summaries = 0;
  forgetReviewSummary();
  forgetHotelRatings();
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith(REVIEW_PATHS.summary)) summaries++;
  });
  catalogueActions().hotelsLoaded(hotelSummaries);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 6, 8, 10, 0));
});
afterEach(() => {
  server.events.removeAllListeners();
  vi.useRealTimers();
  searchCriteriaActions().criteriaReset();
  catalogueActions().hotelsLoaded([]);
});

describe('the search bar’s hotels and their reviews (issue 53)', () => {
  it(
    'asks for the ratings once the guest comes to the bar, and each hotel says its own',
    {
      timeout: 20_000,
    },
    async () => {
      const user = userEvent.setup();
      renderWithProviders(<SearchBar />);
      const hotel = screen.getByRole('combobox', { name: 'Hotel' });
      await afterRequestsSoFar();
      expect(summaries).toBe(0);
      expect(within(hotel).getByRole('option', { name: 'Thermas Aurora' })).toBeInTheDocument();

      await user.hover(hotel);
      expect(
        await within(hotel).findByRole(
          'option',
          { name: 'Thermas Aurora · 8,7/10 · 12 avaliações' },
          { timeout: 10_000 },
        ),
      ).toBeInTheDocument();
      // A hotel without reviews keeps its name alone.
      expect(within(hotel).getByRole('option', { name: 'Império Romano' })).toBeInTheDocument();
      await user.selectOptions(hotel, 'Thermas Aurora · 8,7/10 · 12 avaliações');
      expect(hotel).toHaveValue('1');
      await user.click(screen.getByRole('button', { name: /Chegada e partida/ }));
      expect(summaries).toBe(1);
    },
  );

  it('links the calendar to the chosen hotel’s reviews', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    searchCriteriaActions().hotelChosen(1);
    renderWithProviders(<SearchBar />);
    await user.click(screen.getByRole('button', { name: /Chegada e partida/ }));
    const dialog = screen.getByRole('dialog', { name: 'Escolha as datas da estadia' });
    const link = await within(dialog).findByRole(
      'link',
      { name: 'Thermas Aurora: 8,7/10 · Muito bom · 12 avaliações' },
      { timeout: 10_000 },
    );
    expect(link).toHaveAttribute('href', '/hotel/thermas-aurora#avaliacoes');
    await expectNoAxeViolations();
  });
});

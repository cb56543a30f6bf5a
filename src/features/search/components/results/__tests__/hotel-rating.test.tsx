import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { REVIEW_PATHS } from '@/api/contract/reviews';
import { env } from '@/config/env';
import { catalogueActions } from '@/stores/catalogue';
import { hotelSummaries } from '@/testing/fixtures/content';
import { renderWithProviders } from '@/testing/render';
import { server } from '@/testing/server';
import { HotelRating } from '../hotel-rating';

afterEach(() => catalogueActions().hotelsLoaded([]));

describe('a hotel’s reviews in the results (issue 53)', () => {
  it('says its average and count, linking to the reviews on its page', async () => {
    catalogueActions().hotelsLoaded(hotelSummaries);
    renderWithProviders(<HotelRating hotelId={1} />);
    const link = await screen.findByRole('link', { name: '8,7/10 · Muito bom · 12 avaliações' });
    expect(link).toHaveAttribute('href', '/hotel/thermas-aurora#avaliacoes');
  });

  it('keeps its line empty for a hotel without reviews', async () => {
    catalogueActions().hotelsLoaded(hotelSummaries);
    server.use(http.post(`${env.api.main}${REVIEW_PATHS.summary}`, () => HttpResponse.json([])));
    const { container } = renderWithProviders(<HotelRating hotelId={3} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).not.toHaveTextContent(/avalia/);
  });
});

import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogueActions } from '@/stores/catalogue';
import { hotelSummaries } from '@/testing/fixtures/content';
import { renderWithProviders } from '@/testing/render';
import { HotelRating } from '../hotel-rating';

afterEach(() => catalogueActions().hotelsLoaded([]));

describe('a hotel’s reviews in the results (issue 53)', () => {
  it('says its average and count, linking to the reviews on its page; nothing for a hotel without', async () => {
    catalogueActions().hotelsLoaded(hotelSummaries);
    // One summary for both (the fixture's has Thermas Aurora, not Império Romano).
    const { container } = renderWithProviders(
      <>
        <HotelRating hotelId={1} />
        <HotelRating hotelId={3} />
      </>,
    );
    const link = await screen.findByRole('link', { name: '8,7/10 · Muito bom · 12 avaliações' });
    expect(link).toHaveAttribute('href', '/hotel/thermas-aurora#avaliacoes');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    // Both lines are there all along, the second one empty.
    expect(container.querySelectorAll('p')).toHaveLength(2);
  });
});

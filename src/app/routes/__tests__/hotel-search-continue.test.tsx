import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHECKOUT_PATHS, type PreReservaRequest } from '@/api/contract/checkout';
import { searchActions } from '@/features/search/stores/search-results';
import {
  GROUP_KEY,
  resetCheckoutIds,
  SOLD_OUT_MESSAGE,
  preReservaLine,
} from '@/testing/fixtures/checkout';
import { server } from '@/testing/server';
import HotelSearchPage from '../hotel-search';
import { renderRoute } from './render-route';
import { leaveResultsPage } from './results-page-lifecycle';
import { draftCriteria, mainUrl, resultsHandlers, searchRows } from './search-results-fixtures';
import { searchCriteriaActions } from '@/stores/search-criteria';
import { heldGroup } from '@/features/booking/stores/checkout';
import { checkoutSnapshot } from '@/features/booking/testing/checkout-store';

const renderPage = () =>
  renderRoute({ path: '/hotelSearch', Component: HotelSearchPage }, '/hotelSearch');

function searched(rooms: number) {
  searchActions().searchStarted(draftCriteria(rooms));
  searchActions().searchSucceeded(searchRows(rooms));
}

async function choose(user: ReturnType<typeof userEvent.setup>, rooms: number) {
  for (let i = 0; i < rooms; i++) {
    if (rooms > 1)
      await user.click(screen.getByRole('tab', { name: new RegExp(`Quarto ${i + 1}`) }));
    await user.click(
      await screen.findByRole('radio', {
        name: 'Escolher Café da manhã: Suíte Luxo, Thermas Aurora',
      }),
    );
  }
}

const cancelled: unknown[] = [];
beforeEach(() => {
  resetCheckoutIds();
  cancelled.length = 0;
  server.use(...resultsHandlers);
  server.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname.endsWith(CHECKOUT_PATHS.cancel)) {
      cancelled.push(await request.clone().json());
    }
  });
});
afterEach(() => {
  leaveResultsPage();
  server.events.removeAllListeners();
});

describe('/hotelSearch: Continuar', { timeout: 15_000 }, () => {
  it('is enabled only when every requested room has a choice', async () => {
    const user = userEvent.setup();
    searched(2);
    renderPage();
    // jsdom matches no media query: the bar is as a phone shows it, one line until a choice.
    const summary = await screen.findByRole('complementary', { name: 'Sua escolha' });
    expect(within(summary).getByText('Escolha os 2 quartos para continuar.')).toBeVisible();
    expect(within(summary).queryByRole('button', { name: 'Continuar' })).toBeNull();
    expect(within(summary).queryByRole('status')).toBeNull();
    await user.click(
      screen.getByRole('radio', { name: 'Escolher Café da manhã: Suíte Luxo, Thermas Aurora' }),
    );
    const button = within(summary).getByRole('button', { name: 'Continuar' });
    expect(button).toBeDisabled();
    expect(within(summary).queryByText(/quartos para continuar/)).not.toBeVisible();
    await user.click(screen.getByRole('tab', { name: /Quarto 2/ }));
    await user.click(
      screen.getByRole('radio', { name: 'Escolher Café da manhã: Suíte Luxo, Thermas Aurora' }),
    );
    expect(button).toBeEnabled();
  });

  it("drops a room's choice everywhere when its guests change in the search bar", async () => {
    const user = userEvent.setup();
    searched(1);
    renderPage();
    await choose(user, 1);
    const radio = screen.getByRole('radio', {
      name: 'Escolher Café da manhã: Suíte Luxo, Thermas Aurora',
    });
    expect(radio).toBeChecked();
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeEnabled();

    // The price was for two adults: with three, the choice no longer applies. What the page
    // shows as chosen is what Continuar would hold, so neither shows it any more.
    act(() => searchCriteriaActions().adultsChanged(0, 3));
    const summary = screen.getByRole('complementary', { name: 'Sua escolha' });
    expect(within(summary).getByText('Escolha um quarto e um plano.')).toBeInTheDocument();
    expect(radio).not.toBeChecked();
    // Nothing chosen: on a phone the bar is one line again, with no dead Continuar.
    expect(screen.queryByRole('button', { name: 'Continuar' })).toBeNull();
    expect(within(summary).getByText('Escolha um quarto para continuar.')).toBeVisible();

    // Choosing the same rate again (a checked radio would not fire) makes it the choice again.
    await user.click(radio);
    expect(radio).toBeChecked();
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeEnabled();
  });

  it('holds every room, starts the countdown and goes to the extras (/checkOut/extras)', async () => {
    const user = userEvent.setup();
    searched(2);
    const router = renderPage();
    await choose(user, 2);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Página em /checkOut/extras')).toBeInTheDocument();
    const checkout = checkoutSnapshot();
    expect(checkout.step).toBe('extras');
    const hold = heldGroup(checkout)!;
    expect(hold.preReserva.map((l) => l.id_reservas_front)).toEqual([9001, 9002]);
    expect(hold.identificador).toMatch(/^1-[A-Za-z0-9_-]{24}$/);
    const left = Date.parse(hold.holdExpiresAt) - Date.now();
    expect(left).toBeGreaterThan(1790_000);
    expect(left).toBeLessThanOrEqual(1800_000);
    expect(router.state.location.pathname).toBe('/checkOut/extras');
  });

  it('on a failure releases the rooms already held, shows the error and stays', async () => {
    let calls = 0;
    server.use(
      http.post(mainUrl(CHECKOUT_PATHS.preReservation), async ({ request }) => {
        calls += 1;
        if (calls === 2) return HttpResponse.json({ erro: SOLD_OUT_MESSAGE }, { status: 409 });
        return HttpResponse.json(preReservaLine((await request.json()) as PreReservaRequest));
      }),
    );
    const user = userEvent.setup();
    searched(2);
    renderPage();
    await choose(user, 2);
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const region = screen.getByRole('region', { name: 'Continuar a reserva' });
    // In the guest's words, naming the room to change.
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      /^Não deu tempo: o quarto 2 \(.+\) acabou de esgotar para estas datas\. Escolha outro quarto para ele\.$/,
    );
    expect(cancelled).toEqual([
      {
        id_reservas_front: 9001,
        observacoes: 'Uma ou mais reservas desse grupo não foram concluídas!',
        chave_grupo: GROUP_KEY,
      },
    ]);
    expect(checkoutSnapshot().step).toBe('choosing');
    expect(screen.queryByText(/Página em/)).not.toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '@/api/contract/auth';
import { SERVICES_PATHS } from '@/api/contract/services';
import { tokenStorage } from '@/lib/http/token-storage';
import { hotelSummaries } from '@/testing/fixtures/content';
import { servicesUrl } from '@/testing/handlers/content';
import { mainApiUrl } from '@/testing/handlers/session';
import { server } from '@/testing/server';
import { startBootstrap } from '../bootstrap';
import { StartupGate } from '../startup-gate';

describe('StartupGate', () => {
  it('shows the start-up screens in order, then the site', async () => {
    tokenStorage.write('token-lento');
    server.use(
      http.post(mainApiUrl(AUTH_PATHS.verify), async () => {
        await delay(50);
        return HttpResponse.json({ erro: 'x' }, { status: 401 });
      }),
      http.post(servicesUrl(SERVICES_PATHS.hotels), async () => {
        await delay(150);
        return HttpResponse.json(hotelSummaries);
      }),
    );
    render(
      <>
        <StartupGate startup={startBootstrap('/')}>
          <h1>Site pronto</h1>
        </StartupGate>
      </>,
    );
    expect(screen.getByRole('status', { name: 'Verificando usuário' })).toBeInTheDocument();
    expect(
      await screen.findByRole('status', { name: 'Carregando Empreendimentos...' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Site pronto' })).toBeInTheDocument();
  });
});

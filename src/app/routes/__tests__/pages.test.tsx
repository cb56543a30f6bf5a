import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { catalogueActions } from '@/stores/catalogue';
import { hotelSummaries } from '@/testing/fixtures/content';
import { CookieBanner } from '@/components/layout/cookie-banner';
import { consentActions } from '@/stores/consent';
import { expectNoAxeViolations } from '@/testing/axe';
import { servicesUrl } from '@/testing/handlers/content';
import { server } from '@/testing/server';
import AgentsPage from '../agents';
import { loader as agentsLoader } from '../agents.loader';
import HotelsPage from '../hotels';
import LinksPage from '../links';
import ParkPage from '../park';
import { loader as parkLoader } from '../park.loader';
import PrivacyPolicyPage from '../privacy-policy';
import { loader as privacyLoader } from '../privacy-policy.loader';
import TermsOfUsePage from '../terms-of-use';
import { loader as termsLoader } from '../terms-of-use.loader';
import VipClubTestPage from '../vip-club-test';
import { loader as vipLoader } from '../vip-club-test.loader';
import { renderRoute } from './render-route';

describe('hotels page', () => {
  it('lists the hotels of type 1 as cards', async () => {
    catalogueActions().hotelsLoaded(hotelSummaries);
    renderRoute({ path: '/hoteis', Component: HotelsPage }, '/hoteis');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nossos hotéis' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Thermas Aurora',
      'Villas Aurora',
      'Aurora Resort',
    ]);
    await waitFor(() => expect(document.title).toBe('Hotéis | Aurora Hotéis'));
  });

  it('says so when there is no hotel', async () => {
    catalogueActions().hotelsLoaded(hotelSummaries.filter((h) => h.tipo === 2));
    renderRoute({ path: '/hoteis', Component: HotelsPage }, '/hoteis');
    expect(await screen.findByText('Nenhum hotel disponível no momento.')).toBeInTheDocument();
  });
});

describe('park page', () => {
  it('shows the park with hours, attractions and the tickets link', async () => {
    renderRoute(
      { path: '/aurora-acqua-park', Component: ParkPage, loader: parkLoader },
      '/aurora-acqua-park',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Aurora Acqua Park' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Todos os dias, das 9h às 17h')).toBeInTheDocument();
    const attractions = screen.getByRole('region', { name: 'Atrações' });
    expect(within(attractions).getByRole('heading', { name: 'Rio lento' })).toBeInTheDocument();
    // The sale on this site, and the park's tickets site beside it in a new tab.
    expect(screen.getByRole('link', { name: 'Comprar ingressos' })).toHaveAttribute(
      'href',
      '/ingressos',
    );
    const site = screen.getByRole('link', { name: /Site de ingressos do parque/ });
    expect(site).toHaveAttribute('href', 'http://127.0.0.1:8787/externo/ingressos');
    expect(site).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows the route error when the park fails to load', async () => {
    server.use(
      http.post(servicesUrl('/site/parques/:id'), () => new HttpResponse(null, { status: 500 })),
    );
    renderRoute(
      { path: '/aurora-acqua-park', Component: ParkPage, loader: parkLoader },
      '/aurora-acqua-park',
    );
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});

describe('fixed-id CMS pages', () => {
  it('terms of use', async () => {
    renderRoute(
      { path: '/termos-de-uso', Component: TermsOfUsePage, loader: termsLoader },
      '/termos-de-uso',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Termos de uso' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Conteúdo da página Termos de uso.')).toBeInTheDocument();
  });

  it('privacy policy, with the encarregado from config and the cookie choice', async () => {
    consentActions().preferencesClosed();
    const user = userEvent.setup();
    // With the cookie banner, as every page has it (app/layouts/site-frame).
    const PageWithBanner = () => (
      <>
        <PrivacyPolicyPage />
        <CookieBanner />
      </>
    );
    renderRoute(
      { path: '/politica-de-privacidade', Component: PageWithBanner, loader: privacyLoader },
      '/politica-de-privacidade',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Política de privacidade' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Conteúdo da página Política de privacidade.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Política de privacidade | Aurora Hotéis'));
    const dpo = screen.getByRole('region', {
      name: 'Encarregado pelo tratamento de dados pessoais',
    });
    expect(dpo).toHaveTextContent('Encarregado de Dados Aurora');
    expect(within(dpo).getByRole('link', { name: 'privacidade@aurora.example' })).toHaveAttribute(
      'href',
      'mailto:privacidade@aurora.example',
    );
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Preferências de cookies' }));
    expect(
      await screen.findByRole('dialog', { name: 'Preferências de cookies' }),
    ).toBeInTheDocument();
  });

  it('privacy policy: a failed load shows the route error', async () => {
    server.use(
      http.post(servicesUrl('/site/pagina/:id'), () => new HttpResponse(null, { status: 500 })),
    );
    renderRoute(
      { path: '/politica-de-privacidade', Component: PrivacyPolicyPage, loader: privacyLoader },
      '/politica-de-privacidade',
    );
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it('agents, with the partner portal button-link', async () => {
    renderRoute({ path: '/agentes', Component: AgentsPage, loader: agentsLoader }, '/agentes');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Agentes de viagem' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Acessar o Portal de Parceiros' })).toHaveAttribute(
      'href',
      'http://127.0.0.1:8787/externo/portal-parceiros',
    );
  });

  it('VIP club, with the link to the club site', async () => {
    renderRoute(
      { path: '/aurora-vip-club-teste', Component: VipClubTestPage, loader: vipLoader },
      '/aurora-vip-club-teste',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'VIP Club' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Conhecer o VIP Club' })).toHaveAttribute(
      'href',
      'http://127.0.0.1:8787/externo/vip-club',
    );
  });
});

describe('links page', () => {
  beforeEach(() => catalogueActions().hotelsLoaded(hotelSummaries));

  it('links to every hotel, the park, tickets, VIP club, WhatsApp and the phone', async () => {
    renderRoute({ path: '/links', Component: LinksPage }, '/links');
    const hotels = await screen.findByRole('list', { name: 'Hotéis' });
    expect(
      within(hotels)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/hotel/thermas-aurora', '/hotel/villas-aurora', '/hotel/aurora-resort']);
    expect(screen.getByRole('link', { name: 'Aurora Acqua Park' })).toHaveAttribute(
      'href',
      '/aurora-acqua-park',
    );
    expect(screen.getByRole('link', { name: 'Comprar ingressos' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'VIP Club' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/556434539000',
    );
    expect(screen.getByRole('link', { name: /Central de reservas/ })).toHaveAttribute(
      'href',
      'tel:+556434539000',
    );
  });
});

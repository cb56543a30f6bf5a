import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { tokenStorage } from '@/lib/http/token-storage';
import { sessionActions } from '@/stores/session';
import { expectNoAxeViolations } from '@/testing/axe';
import { termsFixtures } from '@/testing/fixtures/club';
import { clubMemberUser } from '@/testing/fixtures/users';
import ClubTermsAcceptanceRoute from '../club-terms-acceptance';
import MyContractsRoute from '../my-contracts';
import { renderRoute } from './render-route';

const SLOW = { timeout: 30_000 };

describe('the club terms on Meus contratos', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date(2026, 10, 25, 10, 0), toFake: ['Date'] });
    tokenStorage.write('jwt-socio-joao');
    sessionActions().authenticated(clubMemberUser);
  });
  afterEach(() => {
    vi.useRealTimers();
    sessionActions().loggedOut();
  });

  it('say the current version is not accepted and send the link by e-mail', SLOW, async () => {
    const user = userEvent.setup();
    renderRoute({ path: paths.myContracts.path, Component: MyContractsRoute }, '/meus-contratos');
    const notice = await screen.findByRole('region', { name: 'Termos do clube' });
    expect(notice).toHaveTextContent(
      'Os termos do clube estão na versão 2026.1, que você ainda não aceitou.',
    );
    await user.click(
      within(notice).getByRole('button', { name: 'Receber o link de aceite por e-mail' }),
    );
    expect(await within(notice).findByRole('status')).toHaveTextContent(
      'Enviamos o link de aceite para j***@example.com.br.',
    );
  });

  it('say when they were accepted', SLOW, async () => {
    termsFixtures.acceptedAt = '2026-11-20T13:30:00.000Z';
    renderRoute({ path: paths.myContracts.path, Component: MyContractsRoute }, '/meus-contratos');
    const notice = await screen.findByRole('region', { name: 'Termos do clube' });
    expect(notice).toHaveTextContent(/Você aceitou a versão 2026\.1 em 20\/11\/2026 às \d{2}:30/);
  });
});

const open = (token = termsFixtures.token) =>
  renderRoute(
    { path: paths.clubTermsAcceptance.path, Component: ClubTermsAcceptanceRoute },
    paths.clubTermsAcceptance.getHref(token),
  );

describe('/confirma-aceite-drvc/{confirma} (e-mailed, open to all)', () => {
  it('shows the terms and records one acceptance', SLOW, async () => {
    const user = userEvent.setup();
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Termos de uso do Aurora VIP Club' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Versão 2026\.1 · associado: João Batista Ferreira/),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Cláusulas' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Aceito os termos' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      /^Aceite registrado em 25\/11\/2026/,
    );
    expect(screen.queryByRole('button', { name: 'Aceito os termos' })).not.toBeInTheDocument();
  });

  it('opened again, says it was already accepted', SLOW, async () => {
    termsFixtures.acceptedAt = '2026-11-25T13:00:00.000Z';
    open();
    expect(
      await screen.findByText(/^Estes termos já foram aceitos em 25\/11\/2026/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aceito os termos' })).not.toBeInTheDocument();
  });

  it('refuses a link that is not one of ours', SLOW, async () => {
    open('LinkQueNaoExisteDeJeitoNenhum123');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível abrir este link de aceite. Link de aceite inválido.',
    );
  });
});

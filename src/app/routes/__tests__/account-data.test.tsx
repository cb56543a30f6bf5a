import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReservaResumo } from '@/api/contract/account';
import { DATA_RIGHTS_PATHS, type ResumoMeusDadosResponse } from '@/api/contract/data-rights';
import { Toaster } from '@/components/ui/toaster';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { tokenStorage } from '@/lib/http/token-storage';
import { sessionActions } from '@/stores/session';
import { toastActions } from '@/stores/toasts';
import { customerUser } from '@/testing/fixtures/users';
import { server } from '@/testing/server';
import AccountDataRoute from '../account-data';
import { renderRoute } from './render-route';
import { expectNoAxeViolations } from '@/testing/axe';

const url = (path: string) => `${env.api.main}${path}`;
const PASSWORD = 'Aurora@2026';
const SLOW = { timeout: 20_000 };

const OPEN_STAY: ReservaResumo = {
  id_reservas_front: 7,
  numero_reserva: 'AUR-2026-000106',
  id_hotel: 11,
  hotel: 'Aurora Exclusive',
  uh: 'Apartamento Luxo',
  pensao: 'Café da manhã',
  data_reserva: '01/05/2026',
  data_chegada: '10/06/2026',
  data_partida: '12/06/2026',
  qtd_adultos: 2,
  qtd_criancas: 0,
  hospede_principal: 'Maria Aparecida Souza',
  status_id: 2,
  status: 'Confirmada',
  valor_total: 1200,
  pode_confirmar: false,
  pode_cancelar: true,
  pre_check_in_concluido: false,
};

function summary(patch: Partial<ResumoMeusDadosResponse> = {}): ResumoMeusDadosResponse {
  return {
    consentimentos: {
      email_marketing: { concedido: true, atualizado_em: '2026-05-01T13:00:00.000Z' },
      whatsapp_marketing: { concedido: false, atualizado_em: null },
    },
    reservas_futuras: [],
    solicitacoes: [],
    ...patch,
  };
}

/** The API's answers: the summary, and a password check like the sandbox's (403 when wrong). */
function api(first: ResumoMeusDadosResponse = summary()) {
  const calls: { path: string; body: Record<string, unknown>; auth: string | null; url: string }[] =
    [];
  const checked = async (request: Request, path: string) => {
    const body = (await request.json()) as Record<string, unknown>;
    calls.push({ path, body, auth: request.headers.get('authorization'), url: request.url });
    if (body.senha !== PASSWORD) {
      return HttpResponse.json(
        { erro: 'Senha incorreta. Confirme com a senha que você usa para entrar.' },
        { status: 403 },
      );
    }
    return null;
  };
  server.use(
    http.post(url(DATA_RIGHTS_PATHS.summary), () => HttpResponse.json(first)),
    http.post(url(DATA_RIGHTS_PATHS.exportJson), async ({ request }) => {
      return (
        (await checked(request, 'json')) ??
        HttpResponse.json({ perfil: { nome: 'Maria Aparecida Souza' }, ingressos: [] })
      );
    }),
    http.post(url(DATA_RIGHTS_PATHS.exportPdf), async ({ request }) => {
      return (await checked(request, 'pdf')) ?? HttpResponse.json({ arquivo: btoa('%PDF-1.4 x') });
    }),
    http.post(url(DATA_RIGHTS_PATHS.consents), async ({ request }) => {
      const refused = await checked(request, 'consents');
      if (refused) return refused;
      const body = calls.at(-1)!.body;
      return HttpResponse.json({
        mensagem: 'Preferências de comunicação salvas.',
        consentimentos: {
          email_marketing: {
            concedido: body.email_marketing,
            atualizado_em: '2026-05-02T10:00:00.000Z',
          },
          whatsapp_marketing: {
            concedido: body.whatsapp_marketing,
            atualizado_em: '2026-05-02T10:00:00.000Z',
          },
        },
      });
    }),
    http.post(url(DATA_RIGHTS_PATHS.deletion), async ({ request }) => {
      return (
        (await checked(request, 'deletion')) ??
        HttpResponse.json({
          mensagem: 'Sua conta foi excluída. Seus dados pessoais foram anonimizados.',
          mantidos: 'Mantemos, sem os seus dados pessoais, os registros fiscais.',
        })
      );
    }),
  );
  return calls;
}

function Page() {
  return (
    <>
      <AccountDataRoute />
      <Toaster />
    </>
  );
}

const renderPage = () =>
  renderRoute({ path: paths.accountData.path, Component: Page }, paths.accountData.getHref());

async function openDialog(user: ReturnType<typeof userEvent.setup>, button: string) {
  await user.click(await screen.findByRole('button', { name: button }));
  return screen.getByRole('dialog');
}

let downloads: { name: string; blob: Blob }[];
beforeEach(() => {
  tokenStorage.write('jwt-cliente-maria');
  sessionActions().authenticated(customerUser);
  downloads = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const href = `blob:test/${blobs.size}`;
    blobs.set(href, blob);
    return href;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloads.push({ name: this.download, blob: blobs.get(this.getAttribute('href') ?? '')! });
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  toastActions().toastDismissed();
  sessionActions().loggedOut();
  tokenStorage.clear();
});

describe('/minhaConta/meus-dados', SLOW, () => {
  it('loads the summary, then shows each right, with no axe violations', async () => {
    api();
    renderPage();
    expect(screen.getByRole('status', { name: 'Carregando seus dados' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Ver e exportar meus dados' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Meus dados' })).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Corrigir meus dados em Minha conta' }),
    ).toHaveAttribute('href', '/minhaConta');
    expect(
      screen.getByText('Você ainda não fez nenhuma solicitação sobre seus dados.'),
    ).toBeVisible();
    expect(screen.getByText(/registros fiscais das hospedagens e dos pagamentos/)).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Meus dados | Aurora Hotéis'));
    await expectNoAxeViolations();
  });

  it('says when the summary cannot load and tries again', async () => {
    let fail = true;
    api();
    server.use(
      http.post(url(DATA_RIGHTS_PATHS.summary), () =>
        fail ? HttpResponse.json({ erro: 'Serviço indisponível.' }, { status: 503 }) : undefined,
      ),
    );
    const user = userEvent.setup();
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar seus dados. Serviço indisponível.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { name: 'Comunicações de marketing' })).toBeVisible();
  });

  it('asks for the password before exporting, keeps a refusal in the dialog, then downloads the JSON', async () => {
    const calls = api();
    const user = userEvent.setup();
    renderPage();
    const dialog = await openDialog(user, 'Baixar meus dados (JSON)');
    expect(dialog).toHaveAccessibleName('Exportar meus dados (JSON)');
    await expectNoAxeViolations(dialog);

    await user.click(within(dialog).getByRole('button', { name: 'Baixar' }));
    expect(within(dialog).getByText('Informe sua senha.')).toBeVisible();
    expect(calls).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Sua senha'), 'Errada@1');
    await user.click(within(dialog).getByRole('button', { name: 'Baixar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/Senha incorreta/);
    expect(downloads).toHaveLength(0);
    // A wrong password is no reason to end the session.
    expect(tokenStorage.read()).toBe('jwt-cliente-maria');

    await user.clear(within(dialog).getByLabelText('Sua senha'));
    await user.type(within(dialog).getByLabelText('Sua senha'), PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Baixar' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const today = new Date();
    const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    expect(downloads[0]!.name).toBe(`meus-dados-${day}.json`);
    expect(JSON.parse(await downloads[0]!.blob.text())).toMatchObject({
      perfil: { nome: 'Maria Aparecida Souza' },
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    // The token travels in the header only; the password in the body.
    expect(calls.at(-1)).toMatchObject({
      auth: 'Bearer jwt-cliente-maria',
      body: { senha: PASSWORD },
    });
    expect(calls.every((c) => !c.url.includes('jwt') && !c.url.includes(PASSWORD))).toBe(true);
  });

  it('downloads the PDF report as a file', async () => {
    api();
    const user = userEvent.setup();
    renderPage();
    const dialog = await openDialog(user, 'Baixar relatório (PDF)');
    await user.type(within(dialog).getByLabelText('Sua senha'), PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Baixar' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]!.name).toMatch(/^meus-dados-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(downloads[0]!.blob.type).toBe('application/pdf');
    expect(await downloads[0]!.blob.text()).toBe('%PDF-1.4 x');
  });

  it('shows each marketing consent as a switch and saves a change with the password', async () => {
    const calls = api();
    const user = userEvent.setup();
    renderPage();
    const email = await screen.findByRole('switch', { name: /Receber ofertas por e-mail/ });
    const whatsapp = screen.getByRole('switch', { name: /Receber ofertas por WhatsApp/ });
    expect(email).toBeChecked();
    expect(whatsapp).not.toBeChecked();
    expect(screen.getByText('Sem registro de escolha.')).toBeVisible();
    const save = screen.getByRole('button', { name: 'Salvar preferências' });
    expect(save).toBeDisabled();

    await user.click(email);
    await user.click(whatsapp);
    expect(save).toBeEnabled();
    const dialog = await openDialog(user, 'Salvar preferências');
    await user.type(within(dialog).getByLabelText('Sua senha'), PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Preferências de comunicação salvas.')).toBeVisible();
    expect(calls.at(-1)).toMatchObject({
      path: 'consents',
      body: { senha: PASSWORD, email_marketing: false, whatsapp_marketing: true },
    });
  });

  it('lists the stays still open and holds the deletion until they are dealt with', async () => {
    api(summary({ reservas_futuras: [OPEN_STAY] }));
    renderPage();
    expect(
      await screen.findByText(/AUR-2026-000106: Aurora Exclusive, de 10\/06\/2026 a 12\/06\/2026/),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Excluir minha conta' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Ir para Minhas reservas' })).toHaveAttribute(
      'href',
      '/minhaConta/reservas',
    );
    await expectNoAxeViolations();
  });

  it('deletes the account with the password, says what is kept, and ends the session via /logout', async () => {
    const calls = api();
    const user = userEvent.setup();
    const toastShown = vi.spyOn(toastActions(), 'toastShown');
    const router = renderPage();
    const dialog = await openDialog(user, 'Excluir minha conta');
    await expectNoAxeViolations(dialog);
    await user.type(within(dialog).getByLabelText('Sua senha'), PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Excluir conta' }));
    // /logout ends the session (its own tests); this page is left while still logged in, so
    // its guard never opens the login dialog for a deleted account.
    await waitFor(() => expect(router.state.location.pathname).toBe('/logout'));
    expect(calls.at(-1)).toMatchObject({ path: 'deletion', body: { senha: PASSWORD } });
    // The toast outlives the page (the app's Toaster is in the layout).
    expect(toastShown).toHaveBeenCalledWith(
      expect.objectContaining({
        message: expect.stringMatching(/Sua conta foi excluída.*registros fiscais/),
      }),
    );
  });
});

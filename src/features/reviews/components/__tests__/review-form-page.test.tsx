import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { REVIEW_PATHS } from '@/api/contract/reviews';
import { env } from '@/config/env';
import { expectNoAxeViolations } from '@/testing/axe';
import { REVIEW_INVITATION, REVIEW_TOKEN } from '@/testing/fixtures/reviews';
import { renderWithProviders } from '@/testing/render';
import { server } from '@/testing/server';
import { ReviewFormPage } from '../review-form-page';

const sent: unknown[] = [];
afterEach(() => {
  sent.length = 0;
  server.events.removeAllListeners();
});

/** Keeps each review the page sends, in `sent`. */
function recordSubmissions() {
  server.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname.endsWith(REVIEW_PATHS.submit)) {
      sent.push(await request.clone().json());
    }
  });
}

async function fill(user: ReturnType<typeof userEvent.setup>, texto: string) {
  await user.selectOptions(screen.getByLabelText('Nota geral da estadia'), '9');
  await user.selectOptions(screen.getByLabelText('Quartos'), '8');
  await user.selectOptions(screen.getByLabelText('Limpeza'), '9');
  await user.selectOptions(screen.getByLabelText('Atendimento'), '10');
  await user.selectOptions(screen.getByLabelText('Piscinas termais e lazer'), '9');
  await user.selectOptions(screen.getByLabelText('Com quem você viajou'), 'Família');
  await user.type(screen.getByLabelText('Título'), 'Piscinas ótimas');
  await user.type(screen.getByLabelText('Conte como foi'), texto);
}

describe('/avaliar/:token (issue 53)', () => {
  it('shows the stay, checks the form in Portuguese, and sends the review', async () => {
    recordSubmissions();
    const user = userEvent.setup();
    renderWithProviders(<ReviewFormPage token={REVIEW_TOKEN} />);
    expect(
      await screen.findByText('Thermas Aurora · 10/07/2026 a 13/07/2026 · 3 noites'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Nome exibido (opcional)')).toHaveValue('Maria');
    await expectNoAxeViolations();

    await user.click(screen.getByRole('button', { name: 'Enviar avaliação' }));
    expect(await screen.findAllByText('Dê uma nota de 1 a 10.')).toHaveLength(5);
    expect(screen.getByText('Informe com quem você viajou.')).toBeInTheDocument();
    expect(screen.getByText('O texto deve ter de 30 a 2000 caracteres.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await fill(user, 'As piscinas estavam quentes e o quarto muito limpo. Voltaremos!');
    await user.click(screen.getByRole('button', { name: 'Enviar avaliação' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Obrigado! Sua avaliação será publicada depois da moderação',
    );
    expect(sent).toEqual([
      {
        token: REVIEW_TOKEN,
        nota: 9,
        notas: { quartos: 8, limpeza: 9, atendimento: 10, lazer: 9 },
        titulo: 'Piscinas ótimas',
        texto: 'As piscinas estavam quentes e o quarto muito limpo. Voltaremos!',
        tipo_viajante: 'familia',
        nome: 'Maria',
        cidade: '',
      },
    ]);
  });

  it("says the server's reason for a refusal and keeps everything typed", async () => {
    server.use(
      http.post(`${env.api.main}${REVIEW_PATHS.submit}`, () =>
        HttpResponse.json(
          {
            erro: 'A avaliação não pode conter número de CPF. Retire o número e envie de novo.',
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<ReviewFormPage token={REVIEW_TOKEN} />);
    await screen.findByLabelText('Título');
    const texto = 'Tudo ótimo. Meu CPF é 529.982.247-25 caso precisem falar comigo.';
    await fill(user, texto);
    await user.click(screen.getByRole('button', { name: 'Enviar avaliação' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A avaliação não pode conter número de CPF.',
    );
    expect(screen.getByLabelText('Conte como foi')).toHaveValue(texto);
    expect(screen.getByLabelText('Título')).toHaveValue('Piscinas ótimas');
  });

  it('says why a link does not open', async () => {
    renderWithProviders(<ReviewFormPage token={'b'.repeat(43)} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Link de avaliação inválido ou expirado.',
    );
  });

  it('opens an edit link with the review as it is, says why it was rejected, and sends the change', async () => {
    server.use(
      http.post(`${env.api.main}${REVIEW_PATHS.invitation}`, () =>
        HttpResponse.json({
          ...REVIEW_INVITATION,
          avaliacao: {
            nota: 4,
            notas: { quartos: 5, limpeza: 4, atendimento: 3, lazer: 6 },
            titulo: 'Quarto barulhento',
            texto: 'O quarto ficava ao lado do elevador e o café tinha fila todos os dias.',
            tipo_viajante: 'casal',
            nome: 'Rita',
            cidade: 'Rio Verde - GO',
            status: 'rejeitada',
            motivo_rejeicao: 'Título enganoso.',
          },
        }),
      ),
    );
    recordSubmissions();
    const user = userEvent.setup();
    renderWithProviders(<ReviewFormPage token={REVIEW_TOKEN} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edite sua avaliação' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Sua avaliação não foi publicada. Motivo: Título enganoso.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Nota geral da estadia')).toHaveValue('4');
    expect(screen.getByLabelText('Atendimento')).toHaveValue('3');
    expect(screen.getByLabelText('Com quem você viajou')).toHaveValue('casal');
    expect(screen.getByLabelText('Título')).toHaveValue('Quarto barulhento');
    expect(screen.getByLabelText('Cidade (opcional)')).toHaveValue('Rio Verde - GO');
    await expectNoAxeViolations();
    await user.clear(screen.getByLabelText('Título'));
    await user.type(screen.getByLabelText('Título'), 'Quarto barulhento, equipe atenciosa');
    await user.click(screen.getByRole('button', { name: 'Enviar avaliação' }));
    await screen.findByRole('status');
    expect(sent).toEqual([
      {
        token: REVIEW_TOKEN,
        nota: 4,
        notas: { quartos: 5, limpeza: 4, atendimento: 3, lazer: 6 },
        titulo: 'Quarto barulhento, equipe atenciosa',
        texto: 'O quarto ficava ao lado do elevador e o café tinha fila todos os dias.',
        tipo_viajante: 'casal',
        nome: 'Rita',
        cidade: 'Rio Verde - GO',
      },
    ]);
  });
});

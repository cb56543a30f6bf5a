import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AvaliacoesHotelResponse } from '../../src/api/contract/reviews';
import { anonymiseAccount } from '../src/flows/data-rights/data-rights';
import { sendReviewInvitations } from '../src/reviews/invitations';
import { REVIEW_MESSAGES } from '../src/reviews/review-rules';
import { findUserById } from '../src/repositories/users';
import { insertPastStay } from './booking-helpers';
import { ADMIN, startSandbox, type TestSandbox } from './helpers';

/**
 * A review is changed by its guest alone, through a new single-use link e-mailed with the
 * moderator's answer (issue 53 part 4), and the change is moderated again.
 */

let sandbox: TestSandbox;
beforeAll(() => {
  sandbox = startSandbox();
});
afterAll(() => sandbox.close());

const EMAIL = 'edicao.avaliacao@example.com';
const post = async (url: string, payload: unknown, headers: Record<string, string> = {}) => {
  const r = await sandbox.app.inject({ method: 'POST', url, payload: payload as object, headers });
  return { status: r.statusCode, body: r.json() as Record<string, unknown> };
};
const review = (token: string, patch: Record<string, unknown> = {}) => ({
  token,
  nota: 4,
  notas: { quartos: 5, limpeza: 4, atendimento: 3, lazer: 6 },
  titulo: 'Quarto barulhento e fila no café',
  texto: 'O quarto ficava ao lado do elevador e o café da manhã tinha fila todos os dias.',
  tipo_viajante: 'casal',
  nome: 'Rita',
  cidade: 'Rio Verde - GO',
  ...patch,
});

/** The link in the latest e-mail to the guest whose subject starts with `subject`. */
function linkIn(subject: string): { token: string; html: string } {
  const mail = sandbox.db
    .prepare(
      'SELECT html FROM mail_outbox WHERE para_email = ? AND assunto LIKE ? ORDER BY id DESC LIMIT 1',
    )
    .get(EMAIL, `${subject}%`) as { html: string } | undefined;
  const token = /\/avaliar\/([A-Za-z0-9_-]{43})/.exec(mail?.html ?? '')?.[1];
  if (!token) throw new Error(`no link in '${subject}'`);
  return { token, html: mail!.html };
}
const hotel = async () =>
  (await post('/api/avaliacoes/hotel', { id_hotel: 3, ordem: 'recentes' }))
    .body as unknown as AvaliacoesHotelResponse;
const queue = async () =>
  (
    await sandbox.app.inject({
      method: 'GET',
      url: '/services/avaliacoes/moderacao',
      headers: ADMIN,
    })
  ).json() as { id: number; titulo: string }[];

describe('an edit of a review', () => {
  let reviewId: number;
  beforeAll(async () => {
    sandbox.db.prepare('UPDATE users SET email = ? WHERE id = 4').run(EMAIL);
    insertPastStay(sandbox.db, { userId: 4, endedDaysAgo: 1 });
    sendReviewInvitations(sandbox.db, Date.now(), {
      siteUrl: 'http://site.test',
      daysAfter: 1,
      validDays: 30,
    });
    expect((await post('/api/avaliacoes', review(linkIn('Como foi').token))).status).toBe(200);
    reviewId = (await queue()).find((r) => r.titulo === review('').titulo)!.id;
    expect((await post(`/services/avaliacoes/${reviewId}/publicar`, {}, ADMIN)).status).toBe(200);
  });

  it('opens from the publication e-mail with the review as it is, and goes back to moderation', async () => {
    const { token, html } = linkIn('Sua avaliação do Império Romano foi publicada');
    expect(html).toContain('>Editar minha avaliação</a>');
    expect(await post('/api/avaliacoes/convite', { token })).toMatchObject({
      status: 200,
      body: {
        hotel: 'Império Romano',
        avaliacao: {
          nota: 4,
          notas: { quartos: 5, limpeza: 4, atendimento: 3, lazer: 6 },
          titulo: review('').titulo,
          tipo_viajante: 'casal',
          nome: 'Rita',
          status: 'publicada',
          motivo_rejeicao: null,
        },
      },
    });
    const before = await hotel();
    expect(before.avaliacoes[0]!.id).toBe(reviewId);

    // The same checks as a first review, the link still usable after a refusal.
    expect(
      await post(
        '/api/avaliacoes',
        review(token, { texto: 'Liguem para (64) 99988-7766 e perguntem.' }),
      ),
    ).toEqual({ status: 400, body: { erro: REVIEW_MESSAGES.phone } });

    // Of parallel edits one is kept; the others are told the link was used.
    const edited = review(token, {
      nota: 7,
      titulo: 'Quarto barulhento, mas equipe atenciosa',
    });
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => post('/api/avaliacoes', edited)),
    );
    expect(answers.filter((a) => a.status === 200)).toEqual([
      { status: 200, body: { mensagem: REVIEW_MESSAGES.edited } },
    ]);
    expect(answers.filter((a) => a.status === 410)).toEqual([
      { status: 410, body: { erro: REVIEW_MESSAGES.usedEditLink } },
      { status: 410, body: { erro: REVIEW_MESSAGES.usedEditLink } },
    ]);
    expect((await post('/api/avaliacoes/convite', { token })).status).toBe(410);

    // Out of the page until a person reads the new version; the average follows.
    const during = await hotel();
    expect(during.total).toBe(before.total - 1);
    expect(during.avaliacoes.map((r) => r.id)).not.toContain(reviewId);
    expect((await queue()).find((r) => r.id === reviewId)?.titulo).toBe(edited.titulo);
  });

  it('is offered again with a rejection, with its reason, and published once read', async () => {
    expect(
      (
        await post(
          `/services/avaliacoes/${reviewId}/rejeitar`,
          { motivo: 'Título enganoso.' },
          ADMIN,
        )
      ).status,
    ).toBe(200);
    const { token, html } = linkIn('Sua avaliação não foi publicada');
    expect(html).toContain('Motivo: Título enganoso.');
    expect(html).toContain('>Revisar minha avaliação</a>');
    expect((await post('/api/avaliacoes/convite', { token })).body).toMatchObject({
      avaliacao: { nota: 7, status: 'rejeitada', motivo_rejeicao: 'Título enganoso.' },
    });
    const fixed = review(token, { nota: 7, titulo: 'Quarto barulhento, equipe atenciosa' });
    expect((await post('/api/avaliacoes', fixed)).status).toBe(200);
    expect((await post(`/services/avaliacoes/${reviewId}/publicar`, {}, ADMIN)).status).toBe(200);
    const shown = (await hotel()).avaliacoes.find((r) => r.id === reviewId);
    expect(shown).toMatchObject({ nota: 7, titulo: fixed.titulo });
    const row = sandbox.db
      .prepare('SELECT editada_em FROM stay_reviews WHERE id = ?')
      .get(reviewId);
    expect(row).toEqual({ editada_em: expect.any(Number) });
  });

  it('no longer opens once the account is deleted', async () => {
    const { token } = linkIn('Sua avaliação do Império Romano foi publicada');
    expect((await post('/api/avaliacoes/convite', { token })).status).toBe(200);
    anonymiseAccount(sandbox.db, findUserById(sandbox.db, 4)!, Date.now(), 'http://site.test');
    expect(await post('/api/avaliacoes/convite', { token })).toEqual({
      status: 404,
      body: { erro: REVIEW_MESSAGES.invalidLink },
    });
  });
});

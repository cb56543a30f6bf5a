import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AvaliacoesHotelResponse,
  ResumoAvaliacoesResponse,
} from '../../src/api/contract/reviews';
import { moderationProblem } from '../src/reviews/moderation-checks';
import { sendReviewInvitations } from '../src/reviews/invitations';
import { REVIEW_MESSAGES } from '../src/reviews/review-rules';
import { STATUS } from '../src/repositories/reservations';
import { today, toIso } from '../src/shared/calendar';
import { insertPastStay } from './booking-helpers';
import { ADMIN, SERVICES, startSandbox, type TestSandbox } from './helpers';

/**
 * Reviews from verified stays (issue 53; README "Reviews"): asked once after the stay by a
 * single-use link, checked, moderated by a person, and then read by everyone with the hotel's
 * average; the seed has a realistic set.
 */

let sandbox: TestSandbox;
beforeAll(() => {
  sandbox = startSandbox();
});
afterAll(() => sandbox.close());

const post = async (url: string, payload: unknown, headers: Record<string, string> = {}) => {
  const r = await sandbox.app.inject({ method: 'POST', url, payload: payload as object, headers });
  return { status: r.statusCode, body: r.json() as Record<string, unknown> };
};
const settings = { siteUrl: 'http://site.test', daysAfter: 1, validDays: 30 };

/** A paid stay of `userId` at Império Romano (3) that ended `endedDaysAgo` days ago. */
const pastStay = (userId: number, endedDaysAgo: number, status: number = STATUS.checkOut) =>
  insertPastStay(sandbox.db, { userId, endedDaysAgo, status });

/** The review link in the latest invitation e-mailed to `email`. */
function linkTokenMailedTo(email: string): string {
  const mail = sandbox.db
    .prepare(
      "SELECT html FROM mail_outbox WHERE para_email = ? AND assunto LIKE 'Como foi sua estadia%' ORDER BY id DESC LIMIT 1",
    )
    .get(email) as { html: string } | undefined;
  const token = /\/avaliar\/([A-Za-z0-9_-]{43})/.exec(mail?.html ?? '')?.[1];
  if (!token) throw new Error(`no invitation to ${email}`);
  return token;
}

const review = (token: string, patch: Record<string, unknown> = {}) => ({
  token,
  nota: 9,
  notas: { quartos: 8, limpeza: 9, atendimento: 10, lazer: 9 },
  titulo: 'Piscinas ótimas e equipe gentil',
  texto:
    'Ficamos quatro noites com as crianças. As piscinas estavam quentes e o café da manhã muito bom.',
  tipo_viajante: 'familia',
  nome: 'Maria',
  cidade: 'Goiânia - GO',
  ...patch,
});

describe('the seeded reviews', () => {
  it('are a few hundred across the fourteen hotels, mostly good, every one clean', async () => {
    const rows = sandbox.db
      .prepare('SELECT hotel_id, nota, status, titulo, texto, nome, cidade FROM stay_reviews')
      .all() as {
      hotel_id: number;
      nota: number;
      status: string;
      titulo: string;
      texto: string;
      nome: string;
      cidade: string;
    }[];
    expect(rows.length).toBeGreaterThan(300);
    expect(new Set(rows.map((r) => r.hotel_id)).size).toBe(14);
    const scores = new Set(rows.map((r) => r.nota));
    expect(Math.min(...scores)).toBeLessThanOrEqual(3);
    expect(Math.max(...scores)).toBe(10);
    for (const row of rows) expect(moderationProblem(row), row.texto).toBeNull();
    expect(rows.filter((r) => r.status === 'pendente')).toHaveLength(2);
    expect(rows.filter((r) => r.status === 'rejeitada')).toHaveLength(1);
    const summary = (await post('/api/avaliacoes/resumo', {}))
      .body as unknown as ResumoAvaliacoesResponse;
    expect(summary).toHaveLength(14);
    expect(summary.reduce((n, h) => n + h.total, 0)).toBe(rows.length - 3);
  });
});

describe('the invitation', () => {
  it('goes once, the day after the departure, only for a paid stay and never to a refusal', () => {
    const maria = 1;
    const mariaEmail = (
      sandbox.db.prepare('SELECT email FROM users WHERE id = 1').get() as { email: string }
    ).email;
    const ended = pastStay(maria, 1);
    const tooSoon = pastStay(maria, 0);
    const cancelled = pastStay(maria, 1, STATUS.cancelada);
    const sent = sendReviewInvitations(sandbox.db, Date.now(), settings);
    const invited = (id: string) =>
      sandbox.db
        .prepare('SELECT token_hash FROM review_invitations WHERE identificador = ?')
        .get(id) as { token_hash: string | null } | undefined;
    expect(invited(ended)?.token_hash).toEqual(expect.any(String));
    expect(invited(tooSoon)).toBeUndefined();
    expect(invited(cancelled)).toBeUndefined();
    expect(sent).toBeGreaterThanOrEqual(1);
    expect(linkTokenMailedTo(mariaEmail)).toHaveLength(43);
    // Once per stay.
    expect(sendReviewInvitations(sandbox.db, Date.now(), settings)).toBe(0);

    // A buyer who refused such e-mails is marked invited, with no link, and gets nothing.
    sandbox.db
      .prepare(
        "UPDATE users SET consentimento_email_marketing = 0, consentimento_email_marketing_em = '2026-01-01T00:00:00Z' WHERE id = 2",
      )
      .run();
    const refused = pastStay(2, 1);
    const before = sandbox.db.prepare('SELECT COUNT(*) AS n FROM mail_outbox').get() as {
      n: number;
    };
    sendReviewInvitations(sandbox.db, Date.now(), settings);
    expect(invited(refused)).toEqual({ token_hash: null });
    expect(sandbox.db.prepare('SELECT COUNT(*) AS n FROM mail_outbox').get()).toEqual(before);
  });
});

describe('a review by its link', () => {
  let token: string;
  beforeAll(() => {
    sandbox.db.prepare("UPDATE users SET email = 'joao.avaliacao@example.com' WHERE id = 3").run();
    pastStay(3, 1);
    sendReviewInvitations(sandbox.db, Date.now(), settings);
    token = linkTokenMailedTo('joao.avaliacao@example.com');
  });

  it("opens the stay's form, and an unknown link opens nothing", async () => {
    expect(await post('/api/avaliacoes/convite', { token })).toMatchObject({
      status: 200,
      body: { id_hotel: 3, hotel: 'Império Romano', noites: 3, clube: false },
    });
    expect(await post('/api/avaliacoes/convite', { token: 'x'.repeat(43) })).toEqual({
      status: 404,
      body: { erro: REVIEW_MESSAGES.invalidLink },
    });
    expect((await post('/api/avaliacoes/convite', { token: 'curto' })).status).toBe(400);
  });

  it.each([
    [
      'a CPF',
      { texto: 'Tudo ótimo, o quarto estava limpo. Meu CPF é 529.982.247-25, para contato.' },
      REVIEW_MESSAGES.cpf,
    ],
    [
      'a phone',
      { texto: 'Tudo ótimo no hotel, liguem para (64) 99988-7766 e confirmem a história.' },
      REVIEW_MESSAGES.phone,
    ],
    ['an e-mail', { cidade: 'ana@example.com' }, REVIEW_MESSAGES.email],
    [
      'a card',
      { texto: 'Paguei com o cartão 4111 1111 1111 1111 e o quarto estava muito limpo.' },
      REVIEW_MESSAGES.card,
    ],
    [
      'a link',
      { texto: 'Vejam as fotos da nossa estadia em www.fotos-da-viagem.com, está tudo lá.' },
      REVIEW_MESSAGES.link,
    ],
    [
      'profanity',
      { texto: 'O quarto era bom, mas o recepcionista foi um idiota com a gente no check-in.' },
      REVIEW_MESSAGES.profanity,
    ],
    [
      'Spanish',
      {
        titulo: 'Muy buena estancia',
        texto: 'Excelente hotel, la piscina estaba muy limpia y el desayuno bueno.',
      },
      REVIEW_MESSAGES.language,
    ],
    ['a short text', { texto: 'Bom.' }, REVIEW_MESSAGES.textLength],
    ['no score', { nota: 11 }, REVIEW_MESSAGES.score],
    ['no traveller type', { tipo_viajante: 'turista' }, REVIEW_MESSAGES.travellerType],
  ])('refuses %s with the reason, keeping the link usable', async (_, patch, reason) => {
    expect(await post('/api/avaliacoes', review(token, patch))).toEqual({
      status: 400,
      body: { erro: reason },
    });
    expect((await post('/api/avaliacoes/convite', { token })).status).toBe(200);
  });

  it('keeps one review of parallel submissions; the link is spent', async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => post('/api/avaliacoes', review(token))),
    );
    expect(answers.filter((a) => a.status === 200)).toEqual([
      { status: 200, body: { mensagem: REVIEW_MESSAGES.submitted } },
    ]);
    expect(answers.filter((a) => a.status === 410)).toHaveLength(3);
    expect(await post('/api/avaliacoes', review(token))).toEqual({
      status: 410,
      body: { erro: REVIEW_MESSAGES.usedLink },
    });
    expect((await post('/api/avaliacoes/convite', { token })).status).toBe(410);
  });

  it('waits for moderation, out of reach of anyone but the moderator', async () => {
    const hotel = async (query: Record<string, unknown> = {}) =>
      (await post('/api/avaliacoes/hotel', { id_hotel: 3, ...query }))
        .body as unknown as AvaliacoesHotelResponse;
    const before = await hotel();
    const queue = (headers: Record<string, string>) =>
      sandbox.app.inject({ method: 'GET', url: '/services/avaliacoes/moderacao', headers });
    expect((await queue({})).statusCode).toBe(401);
    expect((await queue(SERVICES)).statusCode).toBe(401);
    const pending = (await queue(ADMIN)).json() as {
      id: number;
      titulo: string;
      id_hotel: number;
    }[];
    const mine = pending.find(
      (p) => p.id_hotel === 3 && p.titulo === 'Piscinas ótimas e equipe gentil',
    )!;
    expect(mine).toBeDefined();
    expect((await hotel()).total).toBe(before.total);

    // Rejecting asks for a reason; publishing tells the guest, and the page shows it.
    expect(
      (await post(`/services/avaliacoes/${mine.id}/rejeitar`, { motivo: ' ' }, ADMIN)).body,
    ).toEqual({
      erro: REVIEW_MESSAGES.rejectReason,
    });
    expect((await post(`/services/avaliacoes/${mine.id}/publicar`, {}, SERVICES)).status).toBe(401);
    expect((await post(`/services/avaliacoes/${mine.id}/publicar`, {}, ADMIN)).status).toBe(200);
    expect((await post(`/services/avaliacoes/${mine.id}/publicar`, {}, ADMIN)).body).toEqual({
      erro: REVIEW_MESSAGES.notPending,
    });
    const told = sandbox.db
      .prepare(
        "SELECT assunto FROM mail_outbox WHERE para_email = 'joao.avaliacao@example.com' ORDER BY id DESC LIMIT 1",
      )
      .get();
    expect(told).toEqual({ assunto: 'Sua avaliação do Império Romano foi publicada' });
    const after = await hotel();
    expect(after.total).toBe(before.total + 1);
    expect(after.avaliacoes[0]).toMatchObject({
      id: mine.id,
      nota: 9,
      nome: 'Maria',
      tipo_viajante: 'familia',
      noites: 3,
      mes_estadia: toIso(today() - 4).slice(0, 7),
      resposta_hotel: null,
    });

    // The hotel answers in public.
    await post(
      `/services/avaliacoes/${mine.id}/responder`,
      { resposta: 'Obrigado, Maria! Volte sempre.' },
      ADMIN,
    );
    expect((await hotel()).avaliacoes[0]!.resposta_hotel).toBe('Obrigado, Maria! Volte sempre.');
    const log = sandbox.db
      .prepare('SELECT acao FROM review_moderation_log WHERE review_id = ? ORDER BY id')
      .all(mine.id);
    expect(log).toEqual([{ acao: 'publicada' }, { acao: 'respondida' }]);
  });
});

describe("a hotel's reviews", () => {
  const hotel = async (query: Record<string, unknown>) =>
    (await post('/api/avaliacoes/hotel', { id_hotel: 6, ...query }))
      .body as unknown as AvaliacoesHotelResponse;

  it('pages, filters and orders, with the average of every published review', async () => {
    const all = await hotel({});
    expect(all.avaliacoes).toHaveLength(5);
    expect(all.encontradas).toBe(all.total);
    const worst = await hotel({ ordem: 'piores' });
    const best = await hotel({ ordem: 'melhores' });
    expect(worst.avaliacoes[0]!.nota).toBeLessThanOrEqual(best.avaliacoes[0]!.nota);
    expect(best.avaliacoes.map((r) => r.nota)).toEqual(
      [...best.avaliacoes.map((r) => r.nota)].sort((a, b) => b - a),
    );
    const high = await hotel({ nota_minima: 9 });
    expect(high.avaliacoes.every((r) => r.nota >= 9)).toBe(true);
    // A filter never changes the average: no score is hidden.
    expect(high.media).toBe(all.media);
    expect(high.total).toBe(all.total);
    const families = await hotel({ tipo_viajante: 'familia' });
    expect(families.avaliacoes.every((r) => r.tipo_viajante === 'familia')).toBe(true);
    const last = await hotel({ pagina: 999 });
    expect(last.pagina).toBe(last.paginas);
  });

  it('refuses what it cannot answer', async () => {
    expect((await post('/api/avaliacoes/hotel', { id_hotel: 999 })).status).toBe(404);
    expect((await post('/api/avaliacoes/hotel', { id_hotel: 6, ordem: 'aleatoria' })).body).toEqual(
      {
        erro: 'Ordem inválida: use recentes, melhores ou piores.',
      },
    );
  });
});

describe("the guest's data rights", () => {
  it('exports the reviews, and a deletion keeps the scores but not the name nor a naming text', async () => {
    const { anonymiseAccount, collectUserData } =
      await import('../src/flows/data-rights/data-rights');
    const { findUserById } = await import('../src/repositories/users');
    const { REMOVED_TEXT } = await import('../src/reviews/anonymise-reviews');
    // Ana (4) reviews two stays: one text names her, one does not.
    sandbox.db.prepare("UPDATE users SET email = 'ana.avaliacao@example.com' WHERE id = 4").run();
    pastStay(4, 2);
    pastStay(4, 1);
    sendReviewInvitations(sandbox.db, Date.now(), settings);
    const tokens = sandbox.db
      .prepare(
        "SELECT html FROM mail_outbox WHERE para_email = 'ana.avaliacao@example.com' AND assunto LIKE 'Como foi%' ORDER BY id",
      )
      .all()
      .map((m) => /\/avaliar\/([A-Za-z0-9_-]{43})/.exec((m as { html: string }).html)![1]!);
    expect(tokens).toHaveLength(2);
    const naming = 'Eu, Ana Paula, fui muito bem atendida na recepção e o quarto estava limpo.';
    expect(
      (await post('/api/avaliacoes', review(tokens[0]!, { texto: naming, nome: 'Ana' }))).status,
    ).toBe(200);
    expect((await post('/api/avaliacoes', review(tokens[1]!, { nome: 'Ana' }))).status).toBe(200);

    const ana = findUserById(sandbox.db, 4)!;
    const exported = collectUserData(sandbox.db, ana, Date.now()).avaliacoes;
    expect(exported.map((a) => [a.hotel, a.status, a.texto])).toEqual([
      ['Império Romano', 'pendente', naming],
      ['Império Romano', 'pendente', review('').texto],
    ]);

    anonymiseAccount(sandbox.db, ana, Date.now(), settings.siteUrl);
    const after = sandbox.db
      .prepare(
        'SELECT nota, nome, cidade, titulo, texto FROM stay_reviews WHERE user_id = 4 ORDER BY id',
      )
      .all();
    expect(after).toEqual([
      { nota: 9, nome: '', cidade: '', ...REMOVED_TEXT },
      { nota: 9, nome: '', cidade: '', titulo: review('').titulo, texto: review('').texto },
    ]);
  });
});

describe('the moderation queue’s input', () => {
  it('refuses a review id that is not one', async () => {
    expect(await post('/services/avaliacoes/abc/publicar', {}, ADMIN)).toEqual({
      status: 400,
      body: { erro: REVIEW_MESSAGES.notFound },
    });
    expect((await post('/services/avaliacoes/999999/publicar', {}, ADMIN)).status).toBe(404);
  });
});

import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { externalPage } from './page';

const PAGES: Record<string, { title: string; paragraphs: string[] }> = {
  'portal-parceiros': {
    title: 'Portal de Parceiros',
    paragraphs: [
      'Bem-vindo ao Portal de Parceiros Aurora, a área das agências e dos agentes de viagem.',
      'Aqui o parceiro consulta tarifas-acordo, faz reservas para os seus clientes e acompanha as comissões.',
    ],
  },
  ingressos: {
    title: 'Ingressos Aurora Acqua Park',
    paragraphs: [
      'Loja de ingressos do Aurora Acqua Park.',
      'Escolha a data da visita, a quantidade de ingressos de adulto e de criança e pague on-line.',
    ],
  },
  'vip-club': {
    title: 'Aurora VIP Club',
    paragraphs: [
      'O clube de férias do Grupo Aurora: pontos para se hospedar todos os anos nos nossos hotéis.',
      'Fale com um consultor pelo telefone (64) 3453-9000.',
    ],
  },
};

/** GET /externo/<page>: stand-ins for the partner portal, ticket store and VIP club site. */
export async function externalPages(app: FastifyInstance, { config }: AppContext): Promise<void> {
  for (const [slug, page] of Object.entries(PAGES)) {
    app.get(`/${slug}`, async (_request, reply) =>
      reply
        .header('Content-Type', 'text/html; charset=utf-8')
        .send(externalPage(page.title, page.paragraphs, config.siteUrl)),
    );
  }
}

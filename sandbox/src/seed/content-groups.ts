import type { Banner, Promocao, ThemeColors } from '../../../src/api/contract/admin';
import type { Db } from '../db/types';
import { addImage, SIZES } from './images';

const BANNERS = [
  {
    titulo: 'Férias de julho nas águas termais',
    subtitulo: 'Crianças até 10 anos não pagam',
    matiz: 200,
    link: '/hotel/thermas-aurora',
  },
  {
    titulo: 'Aurora Acqua Park',
    subtitulo: 'Ingressos com desconto para hóspedes',
    matiz: 190,
    link: '/aurora-acqua-park',
  },
  {
    titulo: 'Aurora Exclusive',
    subtitulo: 'Spa, rooftop e suítes com banheira termal',
    matiz: 260,
    link: '/hotel/aurora-exclusive',
  },
  {
    titulo: 'Aurora VIP Club',
    subtitulo: 'Suas férias garantidas todos os anos',
    matiz: 280,
    link: '/aurora-vip-club-teste',
  },
];

const PROMOS: Omit<Promocao, 'id' | 'nome_imagem'>[] = [
  {
    titulo: 'Pacote Família no Thermas Aurora',
    descricao: '3 diárias com café da manhã e 2 crianças até 10 anos grátis no mesmo apartamento.',
    link: '/hotel/thermas-aurora',
    valor_a_partir: 1290,
  },
  {
    titulo: 'Fim de semana no Aurora Resort',
    descricao: 'Sexta a domingo com pensão completa e acesso ao parque aquático do resort.',
    link: '/hotel/aurora-resort',
    valor_a_partir: 1890,
  },
  {
    titulo: "Temporada longa no L'acqua Aurora",
    descricao: 'Flats com cozinha: a partir de 7 diárias, a última é por nossa conta.',
    link: '/hotel/lacqua-aurora-i',
    valor_a_partir: 2450,
  },
  {
    titulo: 'Dia de spa no Aurora Exclusive',
    descricao: 'Hospedagem de 2 diárias com circuito de águas e massagem relaxante para o casal.',
    link: '/hotel/aurora-exclusive',
    valor_a_partir: 1680,
  },
  {
    titulo: 'Eventos no Spazzio Aurora',
    descricao: 'Salas para até 800 pessoas com hospedagem e coffee break. Peça seu orçamento.',
    link: '/informacoes/centro-de-convencoes',
    valor_a_partir: null,
  },
];

/** White text on primary and button passes WCAG AA (>= 4.5:1); checked by a test. */
export const THEME: ThemeColors = {
  primary: '#0B4F6C',
  secondary: '#F4A259',
  tertiary: '#7A3B69',
  button: '#B4431C',
  buttonHover: '#8F3516',
  grey100: '#F4F6F8',
  grey300: '#CBD2D9',
  grey600: '#52606D',
  grey900: '#1F2933',
  white: '#FFFFFF',
  green: '#1E7B34',
  warning: '#A15C07',
};

function insertGroup(db: Db, id: number, tipo: string, nome: string, dados: unknown): void {
  db.prepare(
    'INSERT INTO content_groups (id, tipo, nome, ativo, dados) VALUES (?, ?, ?, 1, ?)',
  ).run(id, tipo, nome, JSON.stringify(dados));
}

/** The valid banner (4 desktop + 4 mobile), promotion and theme groups. */
export function seedContentGroups(db: Db): void {
  const banners: Banner[] = [];
  BANNERS.forEach((b, i) => {
    for (const mobile of [false, true]) {
      const file = `banner-${i + 1}-${mobile ? 'mobile' : 'desktop'}.jpg`;
      addImage(db, 'uploads', file, {
        tipo: 'cena',
        titulo: b.titulo,
        subtitulo: b.subtitulo,
        matiz: b.matiz,
        variante: i + 1,
        ...(mobile ? SIZES.bannerMobile : SIZES.banner),
      });
      banners.push({
        id: banners.length + 1,
        nome_imagem: file,
        mobile,
        titulo: b.titulo,
        link: b.link,
      });
    }
  });
  insertGroup(db, 1, 'banner', 'Banners de verão 2026', banners);

  const promocoes: Promocao[] = PROMOS.map((promo, i) => ({
    ...promo,
    id: i + 1,
    nome_imagem: addImage(db, 'uploads', `promo-${i + 1}.jpg`, {
      tipo: 'cena',
      titulo: promo.titulo,
      subtitulo: promo.valor_a_partir
        ? `a partir de R$ ${promo.valor_a_partir.toLocaleString('pt-BR')}`
        : '',
      matiz: (40 + i * 67) % 360,
      variante: i + 2,
      ...SIZES.promo,
    }),
  }));
  insertGroup(db, 2, 'promocao', 'Promoções de temporada', promocoes);

  insertGroup(db, 3, 'tema', 'Tema padrão Aurora', THEME);
}

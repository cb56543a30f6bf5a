import type { Comodidade, HotelTipo } from '../../../src/api/contract/hotel';

/** Seed definition of one venue; hotels.ts turns it into rows, HTML and image specs. */
export interface HotelSeed {
  id: number;
  slug: string;
  nome: string;
  tipo: HotelTipo;
  /** Hue of the generated images. */
  matiz: number;
  resumo: string;
  paragrafos: [string, string, ...string[]];
  destaques: string[];
  lat: number;
  lng: number;
  razaoSocial: string;
  endereco: string;
  telefones: string[];
  url360: string | null;
  comodidades: number[];
  fotos: string[];
  apts: AptSeed[];
}

export interface AptSeed {
  nome: string;
  descricao: string;
  capacidade: number;
  area: number;
}

export const COMODIDADES: Record<number, Comodidade> = Object.fromEntries(
  (
    [
      [1, 'Piscinas termais', 'piscina'],
      [2, 'Wi-Fi gratuito', 'wifi'],
      [3, 'Restaurante', 'restaurante'],
      [4, 'Estacionamento', 'estacionamento'],
      [5, 'Academia', 'academia'],
      [6, 'Spa e massagens', 'spa'],
      [7, 'Sauna', 'sauna'],
      [8, 'Recreação infantil', 'recreacao'],
      [9, 'Bar molhado', 'bar'],
      [10, 'Ar-condicionado', 'ar-condicionado'],
      [11, 'Toboáguas', 'toboagua'],
      [12, 'Cozinha equipada', 'cozinha'],
      [13, 'Café da manhã incluso', 'cafe'],
      [14, 'Quadra poliesportiva', 'quadra'],
      [15, 'Acessibilidade', 'acessibilidade'],
      [16, 'Aceita pets', 'pet'],
      [17, 'Centro de convenções', 'convencoes'],
      [18, 'Serviço de quarto', 'servico-quarto'],
    ] as const
  ).map(([id, nome, icone]) => [id, { id, nome, icone }]),
);

const STANDARD: AptSeed = {
  nome: 'Apartamento Standard',
  descricao:
    'Cama de casal e cama de solteiro, ar-condicionado, TV a cabo, frigobar e banheiro privativo.',
  capacidade: 3,
  area: 24,
};
const LUXO: AptSeed = {
  nome: 'Apartamento Luxo',
  descricao: 'Mais espaço, varanda com vista para as piscinas, cama de casal e duas de solteiro.',
  capacidade: 4,
  area: 32,
};
const SUITE: AptSeed = {
  nome: 'Suíte Master',
  descricao: 'Suíte ampla com sala de estar, banheira de hidromassagem com água termal e varanda.',
  capacidade: 4,
  area: 45,
};
const FAMILIA: AptSeed = {
  nome: 'Apartamento Família',
  descricao: 'Dois ambientes integrados, ideal para famílias: cama de casal, beliche e sofá-cama.',
  capacidade: 5,
  area: 40,
};
const FLAT1: AptSeed = {
  nome: 'Flat 1 Quarto',
  descricao: 'Quarto, sala com sofá-cama e cozinha equipada com fogão, micro-ondas e utensílios.',
  capacidade: 4,
  area: 38,
};
const FLAT2: AptSeed = {
  nome: 'Flat 2 Quartos',
  descricao: 'Dois quartos, sala, cozinha completa e varanda: a casa da família nas férias.',
  capacidade: 6,
  area: 58,
};
const CHALE: AptSeed = {
  nome: 'Chalé Jardim',
  descricao: 'Chalé térreo cercado de jardins, com varanda, rede e acesso direto às piscinas.',
  capacidade: 5,
  area: 48,
};

const FONE = (n: string): string => `(64) 3453-${n}`;
const CALDAS = 'Caldas Novas - GO';

export const HOTELS: HotelSeed[] = [
  {
    id: 1,
    slug: 'thermas-aurora',
    nome: 'Thermas Aurora',
    tipo: 1,
    matiz: 200,
    resumo:
      'O hotel mais tradicional do grupo, com piscinas de águas termais naturais e acesso ao parque aquático.',
    paragrafos: [
      'O <strong>Thermas Aurora</strong> é o endereço clássico de quem visita Caldas Novas. Há mais de trinta anos recebemos famílias que voltam todos os anos para aproveitar as águas termais que brotam naturalmente a 37 °C, em piscinas cercadas de jardins e coqueiros.',
      'São nove piscinas termais, duas delas cobertas, hidromassagens, bar molhado e uma programação de recreação que ocupa crianças e adultos do café da manhã ao fim da tarde. Os hóspedes têm acesso facilitado ao Aurora Acqua Park, a poucos minutos do hotel.',
    ],
    destaques: [
      'Nove piscinas termais naturais',
      'Recreação infantil todos os dias',
      'Café da manhã regional incluso',
      'Traslado para o Aurora Acqua Park',
    ],
    lat: -17.7412,
    lng: -48.6231,
    razaoSocial: 'Thermas Aurora Hotéis e Turismo Ltda.',
    endereco: `Rua Orcalino Santos, 1150 - Centro, ${CALDAS}, 75690-000`,
    telefones: [FONE('9000'), FONE('9001')],
    url360: 'https://tour360.aurora.example/thermas-aurora',
    comodidades: [1, 2, 3, 4, 6, 7, 8, 9, 13],
    fotos: [
      'Piscinas termais ao entardecer',
      'Fachada do hotel',
      'Apartamento Luxo',
      'Restaurante Sabores do Cerrado',
      'Bar molhado',
      'Recreação infantil',
      'Vista aérea',
    ],
    apts: [STANDARD, LUXO, SUITE],
  },
  {
    id: 3,
    slug: 'imperio-romano',
    nome: 'Império Romano',
    tipo: 1,
    matiz: 30,
    resumo:
      'Arquitetura inspirada na Roma antiga, flats espaçosos e um complexo de piscinas termais com colunas e esculturas.',
    paragrafos: [
      'Colunas, arcos e esculturas dão ao <strong>Império Romano</strong> um ar de viagem no tempo. Os flats amplos, com cozinha equipada, são perfeitos para temporadas mais longas e para quem gosta de liberdade nos horários.',
      'O complexo aquático reúne piscinas termais, piscina de ondas e um bar molhado inspirado nas termas de Caracalla. À noite, o restaurante serve massas artesanais e pizzas em forno a lenha.',
    ],
    destaques: [
      'Flats com cozinha equipada',
      'Piscina de ondas termal',
      'Pizzaria com forno a lenha',
      'Academia e sauna',
    ],
    lat: -17.7468,
    lng: -48.6172,
    razaoSocial: 'Império Romano Empreendimentos Turísticos Ltda.',
    endereco: `Av. Orozimbo Corrêa Neto, 2250 - Setor Itaguaí, ${CALDAS}, 75680-000`,
    telefones: [FONE('9030')],
    url360: 'https://tour360.aurora.example/imperio-romano',
    comodidades: [1, 2, 3, 4, 5, 7, 9, 10, 12],
    fotos: [
      'Piscina principal com colunas',
      'Fachada romana',
      'Flat 1 Quarto',
      'Pizzaria',
      'Piscina de ondas',
      'Academia',
    ],
    apts: [FLAT1, FLAT2],
  },
  {
    id: 4,
    slug: 'villas-aurora',
    nome: 'Villas Aurora',
    tipo: 1,
    matiz: 150,
    resumo:
      'Vilas térreas entre jardins e lagos, com piscinas termais tranquilas para quem busca descanso.',
    paragrafos: [
      'O <strong>Villas Aurora</strong> foi pensado para quem quer desacelerar. As acomodações ficam em vilas térreas espalhadas por um grande jardim, com lagos, trilhas e redes à sombra das árvores do cerrado.',
      'As piscinas termais são mais tranquilas, sem som alto, e o spa oferece massagens com argila e óleos de pequi. O restaurante trabalha com ingredientes de produtores da região.',
    ],
    destaques: [
      'Vilas térreas entre jardins',
      'Spa com terapias do cerrado',
      'Trilhas e lagos',
      'Ambiente silencioso',
    ],
    lat: -17.7351,
    lng: -48.6288,
    razaoSocial: 'Villas Aurora Hotelaria Ltda.',
    endereco: `Rua Antônio Coelho de Godoy, 480 - Jardim Belvedere, ${CALDAS}, 75690-000`,
    telefones: [FONE('9040'), FONE('9041')],
    url360: null,
    comodidades: [1, 2, 3, 4, 6, 10, 13, 15, 16],
    fotos: [
      'Vilas entre jardins',
      'Piscina termal',
      'Chalé Jardim',
      'Lago e trilha',
      'Spa',
      'Café da manhã',
    ],
    apts: [STANDARD, CHALE, SUITE],
  },
  {
    id: 5,
    slug: 'hotel-roma',
    nome: 'Hotel Roma',
    tipo: 1,
    matiz: 350,
    resumo:
      'Hotel exclusivo para associados do Aurora VIP Club, com serviço personalizado e piscinas privativas.',
    paragrafos: [
      'O <strong>Hotel Roma</strong> é exclusivo para os associados do Aurora VIP Club. Com poucos apartamentos e atendimento personalizado, oferece a tranquilidade de um hotel boutique no centro de Caldas Novas.',
      'Os associados reservam com os pontos do seu contrato e contam com piscinas termais privativas, lounge com serviço de bar e café da manhã servido até as 11 horas.',
    ],
    destaques: [
      'Exclusivo para associados do VIP Club',
      'Piscinas termais privativas',
      'Café da manhã até 11h',
      'Lounge com serviço de bar',
    ],
    lat: -17.7439,
    lng: -48.6254,
    razaoSocial: 'Roma Hotel Caldas Ltda.',
    endereco: `Rua Presidente Vargas, 315 - Centro, ${CALDAS}, 75690-000`,
    telefones: [FONE('9050')],
    url360: null,
    comodidades: [1, 2, 3, 4, 10, 13, 18],
    fotos: ['Piscina privativa', 'Lounge', 'Suíte Master', 'Recepção', 'Café da manhã'],
    apts: [LUXO, SUITE],
  },
  {
    id: 6,
    slug: 'aurora-resort',
    nome: 'Aurora Resort',
    tipo: 1,
    matiz: 185,
    resumo:
      'Resort completo com parque aquático próprio, toboáguas e programação de lazer para toda a família.',
    paragrafos: [
      'O <strong>Aurora Resort</strong> é diversão do começo ao fim. Além das piscinas termais, tem parque aquático próprio com toboáguas, rio lento e uma área infantil com brinquedos aquáticos e balde gigante.',
      'A equipe de recreação organiza gincanas, oficinas e shows à noite. Para os adultos, spa, academia e um bar molhado com drinks e petiscos regionais.',
    ],
    destaques: [
      'Parque aquático próprio',
      'Rio lento e toboáguas',
      'Shows à noite',
      'Pensão completa opcional',
    ],
    lat: -17.7524,
    lng: -48.6311,
    razaoSocial: 'Aurora Resort Empreendimentos Hoteleiros S.A.',
    endereco: `Rodovia GO-139, km 3 - Zona Rural, ${CALDAS}, 75694-720`,
    telefones: [FONE('9060'), FONE('9061')],
    url360: 'https://tour360.aurora.example/aurora-resort',
    comodidades: [1, 2, 3, 4, 5, 6, 8, 9, 11, 14],
    fotos: [
      'Parque aquático do resort',
      'Toboáguas',
      'Apartamento Família',
      'Rio lento',
      'Restaurante',
      'Show noturno',
      'Área infantil',
      'Vista aérea',
    ],
    apts: [STANDARD, LUXO, FAMILIA, SUITE],
  },
  {
    id: 7,
    slug: 'aurora-fiori',
    nome: 'Aurora Fiori',
    tipo: 1,
    matiz: 320,
    resumo:
      'Jardins floridos, piscinas termais e apartamentos aconchegantes a poucos passos do centro.',
    paragrafos: [
      'No <strong>Aurora Fiori</strong> as flores estão por toda parte: nos jardins que cercam as piscinas, na decoração dos apartamentos e até no café da manhã, com geleias artesanais de hibisco e flor de laranjeira.',
      'Perto do centro de Caldas Novas, é ideal para quem quer aproveitar as águas termais e sair a pé para a feira, os restaurantes e as lojas da cidade.',
    ],
    destaques: [
      'Jardins floridos',
      'A poucos passos do centro',
      'Geleias artesanais no café',
      'Piscinas termais',
    ],
    lat: -17.7398,
    lng: -48.6215,
    razaoSocial: 'Fiori Turismo e Hotelaria Ltda.',
    endereco: `Rua Ponte Nova, 620 - Centro, ${CALDAS}, 75690-000`,
    telefones: [FONE('9070')],
    url360: null,
    comodidades: [1, 2, 3, 4, 10, 13, 15],
    fotos: ['Piscina entre flores', 'Jardim', 'Apartamento Standard', 'Café da manhã', 'Recepção'],
    apts: [STANDARD, LUXO],
  },
  {
    id: 9,
    slug: 'aurora-acqua-park',
    nome: 'Aurora Acqua Park',
    tipo: 2,
    matiz: 195,
    resumo:
      'O parque aquático de águas termais do grupo, com toboáguas, piscina de ondas e praia artificial.',
    paragrafos: [
      'O <strong>Aurora Acqua Park</strong> é o parque aquático do grupo, com águas termais naturais, toboáguas radicais, piscina de ondas e uma praia artificial de areia branca.',
      'Hóspedes dos hotéis Aurora têm condições especiais nos ingressos. Os ingressos avulsos são vendidos na loja on-line do parque.',
    ],
    destaques: ['Piscina de ondas', 'Toboáguas radicais', 'Praia artificial', 'Área kids'],
    lat: -17.7556,
    lng: -48.6102,
    razaoSocial: 'Aurora Acqua Park Lazer Ltda.',
    endereco: `Av. Coronel Bento de Godoy, 3000 - Setor Universitário, ${CALDAS}, 75690-000`,
    telefones: [FONE('9090')],
    url360: 'https://tour360.aurora.example/aurora-acqua-park',
    comodidades: [1, 3, 4, 8, 9, 11, 15],
    fotos: ['Piscina de ondas', 'Toboáguas', 'Praia artificial', 'Área kids', 'Rio lento'],
    apts: [],
  },
  {
    id: 11,
    slug: 'aurora-exclusive',
    nome: 'Aurora Exclusive',
    tipo: 1,
    matiz: 260,
    resumo: 'Suítes sofisticadas, spa completo e piscinas termais exclusivas para adultos.',
    paragrafos: [
      'O <strong>Aurora Exclusive</strong> é o hotel mais sofisticado do grupo. As suítes têm enxoval de algodão egípcio, banheira com água termal e varanda com vista para a Serra de Caldas.',
      'O spa completo oferece circuito de águas, sauna seca e a vapor e um cardápio de massagens. A piscina do rooftop é exclusiva para adultos, com bar e música ao vivo aos sábados.',
    ],
    destaques: [
      'Piscina rooftop só para adultos',
      'Spa com circuito de águas',
      'Banheira termal nas suítes',
      'Serviço de quarto 24 horas',
    ],
    lat: -17.7427,
    lng: -48.6195,
    razaoSocial: 'Exclusive Aurora Hotelaria Ltda.',
    endereco: `Av. Orozimbo Corrêa Neto, 1010 - Centro, ${CALDAS}, 75690-000`,
    telefones: [FONE('9110'), FONE('9111')],
    url360: 'https://tour360.aurora.example/aurora-exclusive',
    comodidades: [1, 2, 3, 4, 5, 6, 7, 10, 13, 18],
    fotos: [
      'Piscina do rooftop',
      'Suíte Master',
      'Spa',
      'Restaurante',
      'Vista da Serra de Caldas',
      'Bar',
    ],
    apts: [LUXO, SUITE],
  },
  ...(['I', 'II', 'III', 'IV', 'V'] as const).map((roman, i): HotelSeed => ({
    id: 12 + i,
    slug: `lacqua-aurora-${roman.toLowerCase()}`,
    nome: `L'acqua Aurora ${roman}`,
    tipo: 1,
    matiz: 175 + i * 9,
    resumo: `Flats com cozinha e um complexo de piscinas termais no condomínio L'acqua, unidade ${roman}.`,
    paragrafos: [
      `O <strong>L'acqua Aurora ${roman}</strong> faz parte do complexo L'acqua, um conjunto de edifícios de flats com piscinas termais, toboáguas e áreas de lazer compartilhadas. Cada flat tem cozinha equipada, ideal para famílias que querem economizar nas refeições.`,
      `A unidade ${roman} fica ${['em frente ao complexo de piscinas', 'ao lado do parque infantil', 'junto à quadra poliesportiva', 'perto da entrada principal', 'com vista para o lago'][i] ?? ''}, e os hóspedes usam toda a estrutura do complexo: piscinas termais, bar molhado, academia e recreação nas férias.`,
    ],
    destaques: [
      'Flats com cozinha equipada',
      'Complexo de piscinas termais',
      'Toboáguas e área infantil',
      'Estacionamento coberto',
    ],
    lat: -17.7483 - i * 0.0011,
    lng: -48.6347 + i * 0.0013,
    razaoSocial: `L'acqua Aurora ${roman} Condomínio Hoteleiro Ltda.`,
    endereco: `Rua Lago Corumbá, ${100 + i * 40} - Setor Lago Sul, ${CALDAS}, 75690-000`,
    telefones: [FONE(`91${2 + i}0`)],
    url360:
      i % 2 === 0 ? `https://tour360.aurora.example/lacqua-aurora-${roman.toLowerCase()}` : null,
    comodidades: [1, 2, 4, 5, 8, 9, 11, 12],
    fotos: [
      'Complexo de piscinas',
      'Fachada',
      'Flat 1 Quarto',
      'Cozinha do flat',
      'Toboáguas',
      'Área infantil',
    ].slice(0, 5 + (i % 2)),
    apts: i === 4 ? [FLAT1, FLAT2, FAMILIA] : [FLAT1, FLAT2],
  })),
  {
    id: 18,
    slug: 'piazza-aurora',
    nome: 'Piazza Aurora',
    tipo: 1,
    matiz: 45,
    resumo:
      'Charme italiano em volta de uma praça com fonte termal, restaurantes e piscinas aquecidas.',
    paragrafos: [
      'O <strong>Piazza Aurora</strong> foi construído em torno de uma praça italiana, com fonte termal, cafés e uma gelateria artesanal. Os apartamentos têm varanda voltada para a piazza ou para as piscinas.',
      'À noite a praça ganha música ao vivo e mesas ao ar livre. O hotel fica a cinco minutos do Aurora Acqua Park, com traslado gratuito nos horários de abertura do parque.',
    ],
    destaques: [
      'Praça com fonte termal',
      'Gelateria artesanal',
      'Música ao vivo à noite',
      'Traslado para o parque',
    ],
    lat: -17.7379,
    lng: -48.6162,
    razaoSocial: 'Piazza Aurora Hotéis Ltda.',
    endereco: `Rua Santos Dumont, 900 - Bairro do Turista, ${CALDAS}, 75690-000`,
    telefones: [FONE('9180')],
    url360: null,
    comodidades: [1, 2, 3, 4, 9, 10, 13, 14],
    fotos: [
      'A piazza e a fonte termal',
      'Piscinas',
      'Apartamento Luxo',
      'Gelateria',
      'Música ao vivo',
      'Restaurante',
      'Fachada',
    ],
    apts: [STANDARD, LUXO, FAMILIA],
  },
  {
    id: 19,
    slug: 'spazzio-aurora',
    nome: 'Spazzio Aurora',
    tipo: 1,
    matiz: 95,
    resumo: 'Hotel moderno com espaços amplos, centro de convenções e piscinas termais com deck.',
    paragrafos: [
      'O <strong>Spazzio Aurora</strong> combina arquitetura contemporânea e espaços amplos. É a escolha de quem viaja a trabalho ou para eventos: tem centro de convenções com salas moduláveis para até 800 pessoas.',
      'Depois das reuniões, o deck das piscinas termais e o bar com vista para o pôr do sol convidam a relaxar. Os apartamentos têm mesa de trabalho e Wi-Fi de alta velocidade.',
    ],
    destaques: [
      'Centro de convenções para 800 pessoas',
      'Wi-Fi de alta velocidade',
      'Deck com piscinas termais',
      'Bar com vista para o pôr do sol',
    ],
    lat: -17.7334,
    lng: -48.6236,
    razaoSocial: 'Spazzio Aurora Eventos e Hotelaria Ltda.',
    endereco: `Av. Correia Neto, 1800 - Jardim Jussara, ${CALDAS}, 75690-000`,
    telefones: [FONE('9190'), FONE('9191')],
    url360: 'https://tour360.aurora.example/spazzio-aurora',
    comodidades: [1, 2, 3, 4, 5, 10, 13, 15, 17],
    fotos: [
      'Deck das piscinas',
      'Centro de convenções',
      'Apartamento Luxo',
      'Bar ao pôr do sol',
      'Recepção',
      'Academia',
    ],
    apts: [STANDARD, LUXO, SUITE],
  },
];

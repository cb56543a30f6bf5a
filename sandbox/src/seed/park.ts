import type { Db } from '../db/types';
import { addImage, SIZES } from './images';

const FOTOS = [
  'Piscina de ondas',
  'Toboáguas Kamikaze',
  'Praia artificial',
  'Rio lento',
  'Área kids',
  'Bar molhado',
];

const ATRACOES = [
  ['Piscina de ondas', 'Ondas de até 1,2 m a cada 15 minutos, em água termal a 34 °C.'],
  ['Kamikaze', 'Toboágua de 22 m de altura com queda quase vertical. Altura mínima de 1,40 m.'],
  ['Rio lento', 'Um passeio de boia de 400 m cercado de vegetação nativa.'],
  ['Praia artificial', 'Areia branca, guarda-sóis e a piscina rasa ideal para os pequenos.'],
  ['Acqua Kids', 'Castelo aquático com escorregadores, jatos e o balde gigante de 800 litros.'],
  ['Tobogã Família', 'Descida em boias duplas ou quádruplas para ir com a turma toda.'],
] as const;

export function seedPark(db: Db): void {
  const base = { titulo: 'Aurora Acqua Park', matiz: 195, tipo: 'cena' as const };
  const capa = addImage(db, 'uploads', 'parque-aurora-acqua-park-capa.jpg', {
    ...base,
    subtitulo: 'Diversão em águas termais',
    variante: 2,
    ...SIZES.capa,
  });
  const fotos = FOTOS.map((legenda, i) => ({
    id: i + 1,
    legenda,
    arquivo: addImage(db, 'fotos', `parque-aurora-acqua-park-${i + 1}.jpg`, {
      ...base,
      subtitulo: legenda,
      variante: 5 + i,
      ...SIZES.foto,
    }),
  }));
  const descricao = [
    '<p>O <strong>Aurora Acqua Park</strong> é o maior parque aquático de águas termais da região de Caldas Novas. São mais de 40 mil m² de diversão com piscinas naturalmente aquecidas, toboáguas para todas as idades e uma praia artificial de areia branca.</p>',
    '<p>O parque tem restaurante, lanchonetes, bar molhado, vestiários com armários e espaço de descanso com espreguiçadeiras. Hóspedes dos hotéis Aurora têm desconto na compra antecipada dos ingressos.</p>',
    '<h3>Informações importantes</h3>',
    '<ul><li>Crianças até 10 anos devem estar acompanhadas de um adulto.</li><li>Não é permitido entrar com alimentos, bebidas ou objetos de vidro.</li><li>Algumas atrações têm restrição de altura, informada na entrada de cada brinquedo.</li><li>Em dias de chuva forte, toboáguas podem ser fechados temporariamente por segurança.</li></ul>',
    '<h3>Ingressos</h3>',
    '<p>Compre seu ingresso on-line com antecedência e evite filas na bilheteria. Crianças de até 3 anos não pagam.</p>',
  ].join('\n');
  db.prepare(
    `INSERT INTO parks (id, nome, url_amigavel, descricao, capa, horario, endereco, fotos, atracoes)
     VALUES (1, 'Aurora Acqua Park', 'aurora-acqua-park', ?, ?, ?, ?, ?, ?)`,
  ).run(
    descricao,
    capa,
    'Todos os dias, das 9h às 17h. Fechado às segundas-feiras fora da alta temporada.',
    'Av. Coronel Bento de Godoy, 3000 - Setor Universitário, Caldas Novas - GO, 75690-000',
    JSON.stringify(fotos),
    JSON.stringify(ATRACOES.map(([nome, descricao], i) => ({ id: i + 1, nome, descricao }))),
  );
}

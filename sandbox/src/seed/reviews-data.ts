/**
 * The words of the seeded reviews (seed/reviews.ts): first names and cities of guests, and
 * sentences by how the stay went, which the seed combines deterministically. Portuguese, as the
 * guests write it; each passes the moderation's checks (test/reviews.test.ts).
 */

export const GUEST_NAMES = [
  'Ana',
  'Bruno',
  'Carla',
  'Daniel',
  'Eduarda',
  'Fábio',
  'Gabriela',
  'Henrique',
  'Isabela',
  'João',
  'Karina',
  'Leandro',
  'Mariana',
  'Nelson',
  'Olívia',
  'Paulo',
  'Renata',
  'Sérgio',
  'Tatiane',
  'Vinícius',
  'Wesley',
  'Yasmin',
  'Adriana',
  'Rogério',
  'Luciana',
  'Marcos',
  'Patrícia',
  'Rafael',
  'Simone',
  'Thiago',
  'Vanessa',
  'Cláudio',
  'Débora',
  'Gustavo',
  'Helena',
  'Igor',
  'Juliana',
  'Lucas',
  'Mônica',
  'Otávio',
];

export const GUEST_CITIES = [
  'Goiânia - GO',
  'Brasília - DF',
  'Uberlândia - MG',
  'São Paulo - SP',
  'Anápolis - GO',
  'Belo Horizonte - MG',
  'Ribeirão Preto - SP',
  'Campinas - SP',
  'Rio Verde - GO',
  'Cuiabá - MT',
  'Uberaba - MG',
  'Palmas - TO',
  'Campo Grande - MS',
  'Catalão - GO',
  'Franca - SP',
  'Itumbiara - GO',
];

/** Titles by band: 9–10, 7–8, 5–6, 1–4. */
export const TITLES = {
  otima: [
    'Férias perfeitas em família',
    'Piscinas quentes e atendimento impecável',
    'Superou as expectativas',
    'Voltaremos com certeza',
    'Descanso de verdade',
    'Melhor estadia em Caldas Novas',
  ],
  boa: [
    'Boa estadia, com alguns detalhes',
    'Vale a pena pelas piscinas',
    'Gostamos bastante',
    'Bom custo-benefício',
    'Passeio agradável',
  ],
  regular: [
    'Razoável para o preço',
    'Esperava um pouco mais',
    'Estadia mediana',
    'Algumas coisas precisam melhorar',
  ],
  ruim: [
    'Não voltaria',
    'Decepcionante',
    'Quarto abaixo do esperado',
    'Atendimento deixou a desejar',
  ],
} as const;

/** Openings by band. */
export const OPENINGS = {
  otima: [
    'Ficamos encantados com tudo.',
    'Foi a nossa melhor viagem a Caldas Novas.',
    'Estadia excelente do começo ao fim.',
    'Tudo funcionou muito bem durante a nossa estadia.',
  ],
  boa: [
    'Gostamos da estadia no geral.',
    'Foi uma boa viagem, apesar de pequenos problemas.',
    'A estadia foi agradável e tranquila.',
  ],
  regular: [
    'A estadia foi razoável, mas esperávamos mais.',
    'Teve pontos bons e pontos fracos.',
    'Não foi ruim, mas também não foi marcante.',
  ],
  ruim: [
    'Infelizmente a estadia não foi boa.',
    'Saímos decepcionados com a experiência.',
    'Não recomendaria pelo que pagamos.',
  ],
} as const;

/** A sentence per aspect: [good, bad]. */
export const ASPECT_SENTENCES = {
  quartos: [
    [
      'O quarto era espaçoso, com camas confortáveis e ar-condicionado silencioso.',
      'O apartamento era amplo e a varanda tinha uma vista bonita.',
    ],
    [
      'O quarto era pequeno e o chuveiro demorava para esquentar.',
      'O colchão estava gasto e o ar-condicionado fazia barulho à noite.',
    ],
  ],
  limpeza: [
    [
      'A limpeza era feita todos os dias com capricho.',
      'Tudo muito limpo, das toalhas ao banheiro.',
    ],
    ['A limpeza do banheiro deixou a desejar.', 'Encontramos poeira nos móveis no primeiro dia.'],
  ],
  atendimento: [
    [
      'A equipe da recepção foi muito atenciosa e resolveu tudo rápido.',
      'Os funcionários foram gentis e prestativos com as crianças.',
    ],
    [
      'O check-in demorou mais de uma hora.',
      'A recepção demorou para responder aos nossos pedidos.',
    ],
  ],
  lazer: [
    [
      'As piscinas termais estavam sempre quentes e a área de lazer é ótima para as crianças.',
      'O acesso ao parque aquático foi o ponto alto da viagem.',
    ],
    [
      'As piscinas estavam lotadas e algumas estavam frias.',
      'Parte da área de lazer estava fechada para manutenção.',
    ],
  ],
} as const;

export const CLOSINGS = {
  otima: ['Recomendo a todos!', 'Já estamos planejando a próxima visita.', 'Nota dez.'],
  boa: ['Voltaríamos.', 'No geral, recomendo.', 'Valeu a viagem.'],
  regular: ['Talvez voltemos em outra época.', 'Espero que melhorem.'],
  ruim: ['Não pretendemos voltar.', 'Esperamos que revejam esses pontos.'],
} as const;

/** The hotel's public answers, by band. */
export const ANSWERS = {
  good: [
    'Obrigado pela avaliação! Ficamos felizes em saber que a estadia foi especial. Esperamos recebê-los de novo em breve.',
    'Agradecemos o carinho e a preferência. Nossa equipe ficou muito contente com o seu comentário.',
  ],
  bad: [
    'Lamentamos que a estadia não tenha sido como esperado. Já encaminhamos seus comentários às equipes responsáveis e gostaríamos de conversar: escreva para a nossa central.',
    'Agradecemos o retorno sincero. Os pontos citados estão sendo revistos para que a próxima visita seja melhor.',
  ],
} as const;

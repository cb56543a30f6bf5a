import type {
  CategoriaExtra,
  QuandoExtra,
  RegraPrecoExtra,
} from '../../../src/api/contract/extras';
import type { Db } from '../db/types';
import { HOTELS } from './hotels-data';
import { addImage, SIZES } from './images';

/** One extra of the seed's menu, priced in cents. */
interface ExtraSeed {
  nome: string;
  descricao: string;
  categoria: CategoriaExtra;
  regra: RegraPrecoExtra;
  centavos: number;
  quando: QuandoExtra;
  capacidade: number | null;
  horarios?: string[];
  diasSemana?: string;
  cancelamentoHoras: number | null;
}

/** Transfers from Caldas Novas' bus station and airport: seats per departure. */
const TRANSFERS: ExtraSeed[] = [
  {
    nome: 'Traslado rodoviária de Caldas Novas',
    descricao:
      'Van do terminal rodoviário de Caldas Novas até o hotel, ou do hotel ao terminal na partida. Preço por pessoa, cada trecho.',
    categoria: 'traslado',
    regra: 'por_pessoa',
    centavos: 3500,
    quando: 'chegada_ou_partida',
    capacidade: 12,
    horarios: ['09:00', '13:00', '18:00'],
    cancelamentoHoras: 24,
  },
  {
    nome: 'Traslado aeroporto de Caldas Novas',
    descricao:
      'Van do aeroporto de Caldas Novas até o hotel, ou do hotel ao aeroporto na partida, nos horários dos voos regulares. Preço por pessoa, cada trecho.',
    categoria: 'traslado',
    regra: 'por_pessoa',
    centavos: 6000,
    quando: 'chegada_ou_partida',
    capacidade: 12,
    horarios: ['11:30', '16:30'],
    diasSemana: '0456',
    cancelamentoHoras: 48,
  },
];

const LATE_CHECK_OUT: ExtraSeed = {
  nome: 'Late check-out até 16:00',
  descricao: 'Fique no apartamento até as 16:00 no dia da partida, em vez das 12:00.',
  categoria: 'quarto',
  regra: 'por_estadia',
  centavos: 12000,
  quando: 'partida',
  capacidade: 5,
  cancelamentoHoras: 24,
};

const BREAKFAST_IN_BED: ExtraSeed = {
  nome: 'Café da manhã no quarto',
  descricao:
    'Bandeja com pães de queijo, frutas da estação, bolo caseiro, sucos e café, servida no apartamento entre 7:00 e 10:00.',
  categoria: 'alimentacao',
  regra: 'por_unidade',
  centavos: 8900,
  quando: 'manhas',
  capacidade: null,
  cancelamentoHoras: 12,
};

const BIRTHDAY_KIT: ExtraSeed = {
  nome: 'Kit aniversário',
  descricao:
    'Bolo para 6 pessoas, balões e decoração do apartamento, prontos na chegada ao quarto no dia escolhido.',
  categoria: 'celebracao',
  regra: 'por_unidade',
  centavos: 18000,
  quando: 'estadia',
  capacidade: 3,
  cancelamentoHoras: 48,
};

const PARKING: ExtraSeed = {
  nome: 'Estacionamento coberto',
  descricao: 'Uma vaga coberta para um carro durante toda a estadia. Preço por noite.',
  categoria: 'estacionamento',
  regra: 'por_noite',
  centavos: 2500,
  quando: 'estadia',
  capacidade: null,
  cancelamentoHoras: 0,
};

const SPA: ExtraSeed = {
  nome: 'Banho termal com massagem relaxante',
  descricao:
    'Uma hora no spa: banho de imersão em água termal e 40 minutos de massagem relaxante. Preço por pessoa, por horário.',
  categoria: 'spa',
  regra: 'por_horario',
  centavos: 19000,
  quando: 'noites',
  capacidade: 4,
  horarios: ['10:00', '11:30', '14:00', '15:30', '17:00'],
  // The spa closes on Mondays.
  diasSemana: '023456',
  cancelamentoHoras: 24,
};

const PET: ExtraSeed = {
  nome: 'Hospedagem de pet',
  descricao:
    'Um cão ou gato de até 15 kg no apartamento, com cama, comedouro e tapete higiênico. Preço por noite.',
  categoria: 'pet',
  regra: 'por_noite',
  centavos: 6000,
  quando: 'estadia',
  capacidade: 4,
  cancelamentoHoras: 24,
};

/** The hotels with a spa of their own, and the ones that take pets. */
const WITH_SPA = new Set([1, 6, 11, 18]);
const PET_FRIENDLY = new Set([4, 7, 12, 19]);

function menuOf(hotelId: number): ExtraSeed[] {
  return [
    ...TRANSFERS,
    LATE_CHECK_OUT,
    BREAKFAST_IN_BED,
    ...(WITH_SPA.has(hotelId) ? [SPA] : []),
    BIRTHDAY_KIT,
    PARKING,
    ...(PET_FRIENDLY.has(hotelId) ? [PET] : []),
  ];
}

export function isExtrasSeeded(db: Db): boolean {
  return db.prepare('SELECT 1 FROM extras LIMIT 1').get() !== undefined;
}

/** Every hotel's extras (the park, type 2, has none; README "Extras"), with a photo each. */
export function seedExtras(db: Db): void {
  const insert = db.prepare(
    `INSERT INTO extras (id, hotel_id, ordem, nome, descricao, foto, categoria, regra_preco, valor_centavos,
       quando, capacidade, horarios, dias_semana, cancelamento_gratis_horas)
     VALUES (@id, @hotel_id, @ordem, @nome, @descricao, @foto, @categoria, @regra_preco, @valor_centavos,
       @quando, @capacidade, @horarios, @dias_semana, @cancelamento_gratis_horas)`,
  );
  db.transaction(() => {
    for (const hotel of HOTELS.filter((h) => h.tipo === 1)) {
      const hotelId = hotel.id;
      menuOf(hotelId).forEach((extra, index) => {
        const id = hotelId * 100 + index + 1;
        const foto = addImage(db, 'fotos', `extra-${id}.jpg`, {
          tipo: 'cena',
          titulo: '',
          subtitulo: '',
          matiz: hotel.matiz,
          variante: index,
          ...SIZES.foto,
        });
        insert.run({
          id,
          hotel_id: hotelId,
          ordem: index + 1,
          nome: extra.nome,
          descricao: extra.descricao,
          foto,
          categoria: extra.categoria,
          regra_preco: extra.regra,
          valor_centavos: extra.centavos,
          quando: extra.quando,
          capacidade: extra.capacidade,
          horarios: JSON.stringify(extra.horarios ?? []),
          dias_semana: extra.diasSemana ?? '0123456',
          cancelamento_gratis_horas: extra.cancelamentoHoras,
        });
      });
    }
  })();
}

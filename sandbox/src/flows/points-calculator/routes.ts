import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import {
  POINTS_CALCULATOR_PATHS,
  type CalculatorOptions,
  type PointsQuote,
  type StayQuoteRequest,
  type WeekQuoteRequest,
} from '../../../../src/api/contract/points-calculator';
import type { AppContext } from '../../context';
import { parseStay } from '../../http/search-input';
import { parseWireDate, today } from '../../shared/calendar';
import { bad } from '../../shared/input';
import { body, id, integer, textWith } from '../../shared/request-fields';
import { schemaOf } from '../../shared/request-schema';
import { calculatorOptions, stayQuote, weekQuote } from './points-calculator';
import { unitCode } from '../../club/routes/club-member';

const DATE = 'use o formato dd/MM/aaaa.';

const stayBody = schemaOf<StayQuoteRequest>()(
  body({
    uh_id: id('Escolha o tipo de apartamento.'),
    chegada: textWith(`Data de chegada inválida: ${DATE}`, 10),
    partida: textWith(`Data de partida inválida: ${DATE}`, 10),
    adultos: integer('Informe de 1 a 10 adultos.', 1, 10),
  }),
);

const weekBody = schemaOf<WeekQuoteRequest>()(
  body({
    empreendimento_id: id('Informe o empreendimento.'),
    br: unitCode,
    inicio: textWith(`Informe a semana (o sábado do check-in): ${DATE}`, 10),
  }),
);

/**
 * The points calculator (README "Points calculator"): public, for the club's page, so a visitor
 * can see what a point buys before joining and a member before booking.
 */
export function pointsCalculatorRoutes(app: FastifyInstance, { db, now }: AppContext): void {
  const day = () => today(new Date(now()));

  app.post(POINTS_CALCULATOR_PATHS.options, async (): Promise<CalculatorOptions> =>
    calculatorOptions(db),
  );

  app.post<{ Body: Static<typeof stayBody> }>(
    POINTS_CALCULATOR_PATHS.stay,
    { schema: { body: stayBody } },
    async (request): Promise<PointsQuote> => {
      const { uh_id, chegada, partida, adultos } = request.body;
      const stay = parseStay(chegada, partida, { notBefore: day() });
      return stayQuote(db, {
        roomTypeId: uh_id,
        arrival: stay.arrival,
        departure: stay.departure,
        adults: adultos,
      });
    },
  );

  app.post<{ Body: Static<typeof weekBody> }>(
    POINTS_CALCULATOR_PATHS.week,
    { schema: { body: weekBody } },
    async (request): Promise<PointsQuote> => {
      const { empreendimento_id, br, inicio } = request.body;
      const start = parseWireDate(inicio);
      if (start === null) throw bad(`Informe a semana (o sábado do check-in): ${DATE}`);
      return weekQuote(db, { resortId: empreendimento_id, unit: br, start }, day(), now());
    },
  );
}

import type { FastifyInstance } from 'fastify';
import {
  EXTRAS_REPORT_PATH,
  type RelatorioExtrasRequest,
  type RelatorioExtrasResponse,
} from '../../../../src/api/contract/extras';
import type { AppContext } from '../../context';
import type { Static } from 'typebox';
import { bad } from '../../shared/input';
import { body, textWith } from '../../shared/request-fields';
import { schemaOf } from '../../shared/request-schema';
import { parseWireDate } from '../../shared/calendar';
import { extrasReport } from '../extras-report';

const MAX_DAYS = 92;
const DATES = 'Informe data_inicio e data_fim (dd/MM/aaaa).';
const reportBody = schemaOf<RelatorioExtrasRequest>()(
  body(
    { data_inicio: textWith(DATES, 40), data_fim: textWith(DATES, 40) },
    'Dados do relatório inválidos.',
  ),
);

/** Services API (services token): POST /relatorio/extras, the extras sold with stays. */
export function extrasReportRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.post<{ Body: Static<typeof reportBody> }>(
    EXTRAS_REPORT_PATH,
    { schema: { body: reportBody } },
    async (request): Promise<RelatorioExtrasResponse> => {
      const body = request.body;
      const from = parseWireDate(body.data_inicio);
      const to = parseWireDate(body.data_fim);
      if (from === null || to === null) throw bad(DATES);
      if (to < from) throw bad('A data final deve ser igual ou posterior à inicial.');
      if (to - from + 1 > MAX_DAYS) throw bad(`O relatório cobre no máximo ${MAX_DAYS} dias.`);
      return extrasReport(db, from, to);
    },
  );
}

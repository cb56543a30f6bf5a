import type { FastifyInstance } from 'fastify';
import {
  EXTRAS_REPORT_PATH,
  type RelatorioExtrasResponse,
} from '../../../../src/api/contract/extras';
import type { AppContext } from '../../context';
import { asBody, bad } from '../../http/search-input';
import { parseWireDate } from '../../shared/calendar';
import { extrasReport } from '../extras-report';

const MAX_DAYS = 92;

/** Services API (services token): POST /relatorio/extras, the extras sold with stays. */
export function extrasReportRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.post(EXTRAS_REPORT_PATH, async (request): Promise<RelatorioExtrasResponse> => {
    const body = asBody(request.body, 'Dados do relatório inválidos.');
    const from = parseWireDate(body.data_inicio);
    const to = parseWireDate(body.data_fim);
    if (from === null || to === null) throw bad('Informe data_inicio e data_fim (dd/MM/aaaa).');
    if (to < from) throw bad('A data final deve ser igual ou posterior à inicial.');
    if (to - from + 1 > MAX_DAYS) throw bad(`O relatório cobre no máximo ${MAX_DAYS} dias.`);
    return extrasReport(db, from, to);
  });
}

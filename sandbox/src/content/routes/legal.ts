import type { FastifyInstance } from 'fastify';
import type {
  ListLegalInfoResponse,
  ListSalaryReportsResponse,
} from '../../../../src/api/contract/services';
import type { AppContext } from '../../context';
import { listLegalInfo, listSalaryReports } from '../../repositories/catalogue';

/** Same-origin path of the PDFs: the site reaches the sandbox through its proxy. */
export const REPORTS_BASE = '/services/relatorios';

/** POST /site/informacoes-legais and /site/relatorios-transparencia (footer panels). */
export function legalRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.post('/site/informacoes-legais', async (): Promise<ListLegalInfoResponse> =>
    listLegalInfo(db),
  );
  app.post('/site/relatorios-transparencia', async (): Promise<ListSalaryReportsResponse> =>
    listSalaryReports(db, REPORTS_BASE),
  );
}

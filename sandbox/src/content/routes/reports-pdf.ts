import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { findSalaryReport } from '../../repositories/catalogue';
import { salaryReportPdf } from '../salary-report-pdf';
import { DomainError } from '../../shared/domain-error';
import { fileParams, type FileParams } from '../../http/schemas';

/** GET /relatorios/<file>.pdf: public, opened by a plain link in a new tab. */
export function reportPdfRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.get<{ Params: FileParams }>(
    '/relatorios/:file',
    { schema: { params: fileParams('pdf') } },
    async (request, reply) => {
      const report = findSalaryReport(db, request.params.file);
      if (!report) throw new DomainError('not_found', 'Relatório não encontrado.');
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `inline; filename="${report.arquivo}"`)
        .header('Cache-Control', 'public, max-age=86400')
        .send(salaryReportPdf(report));
    },
  );
}

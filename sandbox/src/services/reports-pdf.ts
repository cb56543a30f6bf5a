import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { findSalaryReport } from '../domain/catalogue';
import { salaryReportPdf } from '../domain/salary-report-pdf';
import { HttpError } from '../http/errors';
import { fileParams, type FileParams } from '../http/schemas';

/** GET /relatorios/<file>.pdf: public, opened by a plain link in a new tab. */
export function reportPdfRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.get<{ Params: FileParams }>(
    '/relatorios/:file',
    { schema: { params: fileParams('pdf') } },
    async (request, reply) => {
      const report = findSalaryReport(db, request.params.file);
      if (!report) throw new HttpError(404, 'Relatório não encontrado.');
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `inline; filename="${report.arquivo}"`)
        .header('Cache-Control', 'public, max-age=86400')
        .send(salaryReportPdf(report));
    },
  );
}

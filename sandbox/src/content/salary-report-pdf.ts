import type { SalaryReportRow } from '../repositories/catalogue';
import { buildPdf } from '../shared/pdf';

/**
 * The salary-transparency report (Lei 14.611/2023) of one company, as a one-page PDF.
 * Figures are fictional and derived from the report id, so the file is deterministic.
 */
export function salaryReportPdf(report: SalaryReportRow): Buffer {
  const ratio = (96.1 + (report.id % 4) * 0.7).toFixed(1).replace('.', ',');
  const employees = 180 + report.id * 37;
  return buildPdf(report.titulo, [
    { text: 'Relatório de Transparência Salarial', size: 18, bold: true },
    { text: 'e de Critérios Remuneratórios - Lei nº 14.611/2023', size: 12, gap: 2 },
    { text: `Empresa: ${report.empresa}`, gap: 18 },
    { text: `CNPJ: ${report.cnpj}` },
    { text: `Período de referência: ${report.periodo}` },
    { text: `Número de empregados: ${employees}` },
    { text: 'Indicadores', size: 13, bold: true, gap: 14 },
    { text: `Razão entre a remuneração média de mulheres e de homens: ${ratio}%`, gap: 4 },
    { text: 'Plano de cargos e salários: sim' },
    { text: 'Critérios de promoção por merecimento e antiguidade: sim' },
    { text: 'Incentivo à contratação de mulheres: sim' },
    {
      text: 'Documento gerado pelo ambiente de demonstração (sandbox). Dados fictícios.',
      size: 9,
      gap: 24,
    },
  ]);
}

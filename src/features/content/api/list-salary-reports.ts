import {
  SERVICES_PATHS,
  type ListSalaryReportsResponse,
  type SalaryReport,
} from '@/api/contract/services';
import { servicesApi } from '@/lib/http/clients';

/** The five PDFs of the footer panel 'Relatório de Transparência Salarial'. */
export async function listSalaryReports(): Promise<SalaryReport[]> {
  const { data } = await servicesApi.post<ListSalaryReportsResponse>(SERVICES_PATHS.salaryReports);
  return data;
}

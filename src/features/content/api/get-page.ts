import { SERVICES_PATHS, type GetPageResponse, type Pagina } from '@/api/contract/services';
import { servicesApi } from '@/lib/http/clients';

/** A CMS page by id (services API). Its `conteudo` is HTML: render it only through SafeHtml. */
export async function getPage(id: number): Promise<Pagina> {
  const { data } = await servicesApi.post<GetPageResponse>(SERVICES_PATHS.page(id));
  return data;
}

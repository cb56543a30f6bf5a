import {
  type CertificateAllowance,
  type CertificateAllowanceRequest,
  GUEST_CERTIFICATE_PATHS,
} from '@/api/contract/guest-certificates';
import { mainApi } from '@/lib/http/clients';

/** POST /contrato-drvc/certificados (extension): a contract's guest certificates for an arrival. */
export async function getCertificateAllowance(
  body: CertificateAllowanceRequest,
): Promise<CertificateAllowance> {
  const { data } = await mainApi.post<CertificateAllowance>(
    GUEST_CERTIFICATE_PATHS.allowance,
    body,
    {
      idempotent: true,
    },
  );
  return data;
}

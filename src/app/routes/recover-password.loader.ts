import type { LoaderFunctionArgs } from 'react-router-dom';
import { validateRecoveryToken } from '@/features/account/api/validate-recovery-token';
import { ApiError } from '@/lib/http/api-error';

export type RecoverPasswordLoaderData =
  { status: 'valid'; token: string; nome: string } | { status: 'invalid' };

/**
 * Validates the e-mailed token before the form shows. The server refusing it (any 4xx) means
 * an invalid or expired link; a network failure or 5xx is not the link's fault, so it goes to
 * the route error page (with 'Tentar novamente') instead.
 */
export async function loader({ params }: LoaderFunctionArgs): Promise<RecoverPasswordLoaderData> {
  const token = params.senhaToken ?? '';
  if (!token) return { status: 'invalid' };
  try {
    const { nome } = await validateRecoveryToken(token);
    return { status: 'valid', token, nome };
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
      return { status: 'invalid' };
    }
    throw error;
  }
}

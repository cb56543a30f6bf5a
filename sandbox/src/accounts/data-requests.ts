import type {
  Consentimentos,
  SolicitacaoTitular,
  TipoSolicitacaoTitular,
} from '../../../src/api/contract/data-rights';
import type { Db } from '../db/types';
import type { UserRow } from '../repositories/users';
import { sendDataRequestReceipt } from './data-rights-mail';
import { insertDataRequest, listDataRequests } from '../repositories/data-requests';

/**
 * The data subject's requests (LGPD art. 18) and consents: every fulfilled request is recorded
 * in data_requests and answered with a receipt e-mail, in the same transaction as its effect
 * (the export and the deletion: flows/data-rights/).
 */

export function consentsOf(user: UserRow): Consentimentos {
  return {
    email_marketing: {
      concedido: user.consentimento_email_marketing === 1,
      atualizado_em: user.consentimento_email_marketing_em,
    },
    whatsapp_marketing: {
      concedido: user.consentimento_whatsapp_marketing === 1,
      atualizado_em: user.consentimento_whatsapp_marketing_em,
    },
  };
}

export function listRequests(db: Db, userId: number): SolicitacaoTitular[] {
  return listDataRequests(db, userId);
}

/** Records a fulfilled request and e-mails its receipt (call inside the action's transaction). */
export function recordRequest(
  db: Db,
  user: UserRow,
  tipo: TipoSolicitacaoTitular,
  descricao: string,
  nowMs: number,
  siteUrl: string,
): void {
  insertDataRequest(db, user.id, tipo, descricao, new Date(nowMs).toISOString());
  sendDataRequestReceipt(
    db,
    { nome: user.nome, email: user.email },
    tipo,
    descricao,
    nowMs,
    siteUrl,
  );
}

import { randomBytes } from 'node:crypto';
import { nowOf } from '../db/clock';
import type { Db } from '../db/types';
import { escapeHtml } from '../shared/html';
import { enqueueMail } from '../repositories/mail-outbox';
import type { UserRow } from '../repositories/users';
import { linkTokenHash } from '../shared/link-token';
import { insertPasswordReset } from '../repositories/password-resets';

const RESET_TTL_SECONDS = 3600;

export const hashResetToken = linkTokenHash;

/**
 * Creates a single-use reset token (only its hash is stored, valid for one hour) and queues
 * the e-mail with the link, in one transaction: either both exist or neither.
 */
export function startPasswordReset(db: Db, user: UserRow, siteUrl: string): void {
  const token = randomBytes(32).toString('base64url');
  const link = `${siteUrl}/recuperar-senha/${token}`;
  const firstName = user.nome.split(' ')[0] ?? user.nome;
  db.transaction(() => {
    insertPasswordReset(
      db,
      user.id,
      hashResetToken(token),
      Math.floor(nowOf(db) / 1000) + RESET_TTL_SECONDS,
    );
    enqueueMail(db, {
      paraEmail: user.email,
      paraNome: user.nome,
      assunto: 'Recuperação de senha',
      html: [
        `<p>Olá, ${escapeHtml(firstName)}!</p>`,
        '<p>Recebemos um pedido para recuperar a senha da sua conta.</p>',
        `<p><a href="${escapeHtml(link)}">Clique aqui para criar uma nova senha</a>.</p>`,
        '<p>O link vale por 1 hora e só pode ser usado uma vez. Se você não fez este pedido, ignore esta mensagem.</p>',
      ].join('\n'),
      texto: `Olá, ${firstName}! Para criar uma nova senha, acesse ${link} (válido por 1 hora, uso único).`,
    });
  })();
}

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { GetPageResponse } from '../../src/api/contract/services';
import { openDatabase } from '../src/seed/open-database';
import { SERVICES, startSandbox } from './helpers';

const PRIVACY_POLICY_ID = 11;

const dir = mkdtempSync(join(tmpdir(), 'aurora-privacy-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('privacy policy page (CMS page 11)', () => {
  it('is served on a fresh database, covering what LGPD asks a policy to say', async () => {
    const sandbox = startSandbox();
    try {
      const response = await sandbox.app.inject({
        method: 'POST',
        url: `/services/site/pagina/${PRIVACY_POLICY_ID}`,
        headers: SERVICES,
      });
      expect(response.statusCode).toBe(200);
      const page = response.json() as GetPageResponse;
      expect(page).toMatchObject({
        id: PRIVACY_POLICY_ID,
        slug: 'politica-de-privacidade',
        titulo: 'Política de privacidade',
        capa: null,
      });
      // What is collected, on which legal basis, for how long, shared with whom, which rights.
      for (const text of [
        'CPF',
        'data de nascimento',
        'operadora de pagamento',
        'nunca armazenamos número do cartão',
        'Execução de contrato',
        'Cumprimento de obrigação legal',
        'Consentimento',
        'Legítimo interesse',
        'arts. 173 e 174',
        'art. 18',
        '/minhaConta/meus-dados',
        'termos-de-uso',
        'Preferências de cookies',
      ]) {
        expect(page.conteudo).toContain(text);
      }
      // The encarregado comes from the site's configuration, not from the CMS text.
      expect(page.conteudo).not.toContain('@aurora.example');
    } finally {
      await sandbox.close();
    }
  });

  it('is added at start-up to a database seeded before it existed, leaving other pages alone', () => {
    const file = join(dir, 'old.db');
    const old = openDatabase(file);
    old.prepare('DELETE FROM pages WHERE id = ?').run(PRIVACY_POLICY_ID);
    // An edit made in the old database must survive the top-up.
    old.prepare("UPDATE pages SET titulo = 'Termos editados' WHERE id = 7").run();
    old.close();

    const reopened = openDatabase(file);
    try {
      const row = reopened
        .prepare('SELECT slug, titulo FROM pages WHERE id = ?')
        .get(PRIVACY_POLICY_ID) as { slug: string; titulo: string } | undefined;
      expect(row).toEqual({ slug: 'politica-de-privacidade', titulo: 'Política de privacidade' });
      expect(reopened.prepare('SELECT titulo FROM pages WHERE id = 7').get()).toEqual({
        titulo: 'Termos editados',
      });
      // Pages 1 to 12 (12: the club's rules), none twice.
      expect((reopened.prepare('SELECT COUNT(*) AS n FROM pages').get() as { n: number }).n).toBe(
        12,
      );
    } finally {
      reopened.close();
    }
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { GetPageResponse } from '../../src/api/contract/services';
import { LEAVING_RULES, TERMS_CLAUSES } from '../src/club/club-terms';
import { WAITLIST_RULES } from '../src/club/deposit-waitlist';
import { DEPOSIT_CANCEL_RULES } from '../src/club/deposit-cancellation';
import { certificateRules } from '../src/booking/guest-certificates';
import { GUEST_CERTIFICATE_DEFAULTS } from '../src/shared/guest-certificate-terms';
import { BANKING_RULES } from '../src/club/points-banking';
import { DEPOSIT_MAX_DAYS, DEPOSIT_MIN_DAYS } from '../src/club/week-deposits';
import { RETURN_RULES, SEASON_RULES } from '../src/shared/club-points-chart';
import { openDatabase } from '../src/seed/open-database';
import { SERVICES, startSandbox } from './helpers';

/**
 * The club's page, /informacoes/drvc (CMS page 12; issue 51, "plain words about what a point
 * buys"): the chart, the seasons and dates, the fees, the return rule, banking, the waitlist
 * and how to leave, written from the constants the sandbox applies, and kept current.
 */
const CLUB_PAGE = 12;
const dir = mkdtempSync(join(tmpdir(), 'aurora-club-page-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the club's page", () => {
  it('states every rule the sandbox applies, with no fine print elsewhere', async () => {
    const sandbox = startSandbox();
    try {
      const response = await sandbox.app.inject({
        method: 'POST',
        url: `/services/site/pagina/${CLUB_PAGE}`,
        headers: SERVICES,
      });
      const page = response.json() as GetPageResponse;
      expect(page.slug).toBe('drvc');
      for (const rule of [
        ...RETURN_RULES,
        ...SEASON_RULES,
        ...LEAVING_RULES,
        ...BANKING_RULES,
        ...WAITLIST_RULES,
        ...DEPOSIT_CANCEL_RULES,
        ...certificateRules(GUEST_CERTIFICATE_DEFAULTS),
      ]) {
        expect(page.conteudo).toContain(rule);
      }
      for (const text of [
        'Pontos por noite',
        `de ${DEPOSIT_MAX_DAYS} a ${DEPOSIT_MIN_DAYS} dias antes do check-in`,
        'hoteleira R$ 150,00',
        'Não há datas bloqueadas para associados',
        'Como sair do clube',
      ]) {
        expect(page.conteudo).toContain(text);
      }
    } finally {
      await sandbox.close();
    }
  });

  it('has the leaving rules in the terms a member accepts', () => {
    for (const rule of LEAVING_RULES) {
      expect(TERMS_CLAUSES.some((clause) => clause.endsWith(rule))).toBe(true);
    }
  });

  it('is rewritten at start-up when the rules changed, and no other page is', () => {
    const file = join(dir, 'old.db');
    const old = openDatabase(file);
    old.prepare("UPDATE pages SET conteudo = '<p>Regras antigas.</p>' WHERE id = ?").run(CLUB_PAGE);
    old.prepare("UPDATE pages SET conteudo = '<p>Editada.</p>' WHERE id = 7").run();
    old.close();

    const reopened = openDatabase(file);
    try {
      const content = (id: number) =>
        (
          reopened.prepare('SELECT conteudo FROM pages WHERE id = ?').get(id) as {
            conteudo: string;
          }
        ).conteudo;
      expect(content(CLUB_PAGE)).toContain(LEAVING_RULES[0]);
      expect(content(7)).toBe('<p>Editada.</p>');
    } finally {
      reopened.close();
    }
  });
});

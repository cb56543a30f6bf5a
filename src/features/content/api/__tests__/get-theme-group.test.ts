import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ADMIN_PATHS } from '@/api/contract/admin';
import { ApiError } from '@/lib/http/api-error';
import { themeGroup } from '@/testing/fixtures/content';
import { adminUrl } from '@/testing/handlers/content';
import { server } from '@/testing/server';
import { getThemeGroup } from '../get-theme-group';

describe('getThemeGroup', () => {
  it('returns the group unwrapped from the admin envelope', async () => {
    await expect(getThemeGroup()).resolves.toEqual(themeGroup);
  });

  it('sends the fixed admin token', async () => {
    let authorization: string | null = null;
    server.use(
      http.get(adminUrl(ADMIN_PATHS.themeGroup), ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({ tipo: 'sucesso', resposta: themeGroup });
      }),
    );
    await getThemeGroup();
    expect(authorization).toBe('Bearer sandbox-admin-token');
  });

  it("fails when the envelope is not 'sucesso'", async () => {
    server.use(
      http.get(adminUrl(ADMIN_PATHS.themeGroup), () =>
        HttpResponse.json({ tipo: 'erro', resposta: null }),
      ),
    );
    await expect(getThemeGroup()).rejects.toBeInstanceOf(ApiError);
  });

  it("fails with the body's erro on an HTTP error", async () => {
    server.use(
      http.get(adminUrl(ADMIN_PATHS.themeGroup), () =>
        HttpResponse.json({ erro: 'Tema indisponível' }, { status: 500 }),
      ),
    );
    await expect(getThemeGroup()).rejects.toThrow('Tema indisponível');
  });
});

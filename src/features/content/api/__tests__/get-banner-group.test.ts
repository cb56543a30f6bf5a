import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ADMIN_PATHS } from '@/api/contract/admin';
import { ApiError, SERVER_ERROR_MESSAGE } from '@/lib/http/api-error';
import { bannerGroup } from '@/testing/fixtures/content';
import { adminUrl } from '@/testing/handlers/content';
import { server } from '@/testing/server';
import { getBannerGroup } from '../get-banner-group';

describe('getBannerGroup', () => {
  it('returns the banners unwrapped from the admin envelope', async () => {
    const group = await getBannerGroup();
    expect(group).toEqual(bannerGroup);
    expect(group.banners).toHaveLength(2);
  });

  it("fails when the envelope is not 'sucesso'", async () => {
    server.use(
      http.get(adminUrl(ADMIN_PATHS.bannerGroup), () =>
        HttpResponse.json({ tipo: 'erro', resposta: bannerGroup }),
      ),
    );
    await expect(getBannerGroup()).rejects.toBeInstanceOf(ApiError);
  });

  it('fails with the generic message when the error has no body', async () => {
    server.use(
      http.get(adminUrl(ADMIN_PATHS.bannerGroup), () => new HttpResponse(null, { status: 502 })),
    );
    await expect(getBannerGroup()).rejects.toThrow(SERVER_ERROR_MESSAGE);
  });
});

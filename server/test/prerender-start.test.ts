import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPrerenderer } from '../src/prerender/prerenderer';
import { SITE } from './fixture';
import { bundle, state } from './prerender-stub';

/**
 * The prerenderer at start-up: the API may start with the server or be down a moment; until
 * the catalogue answers every page is the shell, so it is asked again soon.
 */
afterEach(() => {
  state.catalogueFails = false;
});

describe('prerenderer.start', () => {
  it('asks a catalogue that failed again soon, not a whole interval later', async () => {
    state.catalogueFails = true;
    state.catalogueCalls = 0;
    const starting = createPrerenderer(bundle, SITE.index, { warn: () => {}, info: () => {} });
    const stop = starting.start(3_600_000, 20);
    // Asked again (the first retry, 20 ms on), not an hour later; still the shell meanwhile.
    await vi.waitFor(() => expect(state.catalogueCalls).toBeGreaterThanOrEqual(2), {
      timeout: 2_000,
    });
    expect(starting.page('/')).toBeUndefined();
    // The API answers now: the next retry renders the pages.
    state.catalogueFails = false;
    await vi.waitFor(() => expect(starting.page('/')).toBeDefined(), { timeout: 2_000 });
    stop();
  });
});

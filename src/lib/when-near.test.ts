import { afterEach, describe, expect, it, vi } from 'vitest';

/** A stand-in IntersectionObserver whose targets the test brings near by hand. */
class FakeObserver {
  static all: FakeObserver[] = [];
  targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets = [];
  }
  static near(target: Element) {
    for (const o of FakeObserver.all.filter((o) => o.targets.includes(target))) {
      o.callback(
        [{ target, isIntersecting: true } as IntersectionObserverEntry],
        o as unknown as IntersectionObserver,
      );
    }
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeObserver.all = [];
});

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('nearTrigger', () => {
  it('waits for a watched element to come near; a new page’s element is watched too', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { nearTrigger } = await import('./when-near');
    const trigger = nearTrigger();
    const first = document.createElement('div');
    const stop = trigger.watch(first);
    expect(await settled(trigger.reached)).toBe(false);
    // The guest left that page before nearing it: its element is gone, a new one is watched.
    stop();
    FakeObserver.near(first);
    expect(await settled(trigger.reached)).toBe(false);
    const second = document.createElement('div');
    trigger.watch(second);
    FakeObserver.near(second);
    expect(await settled(trigger.reached)).toBe(true);
  });

  it('is reached at once where nothing can watch', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { nearTrigger } = await import('./when-near');
    expect(await settled(nearTrigger().reached)).toBe(true);
  });
});

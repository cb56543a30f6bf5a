import { type ComponentType, lazy, useState } from 'react';

/**
 * A lazy component whose code can also be run ahead of its first render (a tap held before the
 * app came: src/main.tsx). Once that code has run, a new mount renders the module's component
 * itself, with no Suspense frame ('Carregando…'); before, the lazy one. The choice is made once
 * per mount: a component that changed type while shown would be mounted anew and lose its state.
 */
export function preloadableLazy<Module, Props extends object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
) {
  let loaded: Module | null = null;
  const run = () => load().then((module) => (loaded = module));
  const Lazy = lazy(() => run().then((module) => ({ default: pick(module) })));
  return {
    /** Runs the code now; a failure is left to the first render's error boundary. */
    preload: (): Promise<void> =>
      run().then(
        () => {},
        () => {},
      ),
    /** The component for this mount: the module's own once loaded, else the lazy one. */
    useComponent: (): ComponentType<Props> =>
      useState<ComponentType<Props>>(() => (loaded ? pick(loaded) : Lazy))[0],
  };
}

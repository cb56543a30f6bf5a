import { tokenStorage } from '@/lib/http/token-storage';
import { detectVenue } from '@/lib/venue';
import { listHotels } from '@/features/content/api/list-hotels';
import { getThemeGroup } from '@/features/content/api/get-theme-group';
import { restoreSession } from '@/features/session/utils/restore-session';
import { catalogueActions } from '@/stores/catalogue';
import { seedCatalogue, type EmbeddedCatalogue } from './startup-data';

export type StartupPhase = 'verifying-user' | 'loading-venues' | 'ready';

/**
 * product-rules §2 start-up. The session check and the catalogue load run in parallel; the screen
 * says 'Verificando usuário' until the user is known, then 'Carregando Empreendimentos...'.
 * Neither failure blocks the site: a failed check means the generic user, a failed catalogue
 * means an empty hotel menu (logged), and a failed theme keeps the default colours (logged).
 */
export async function bootstrap(
  pathname: string,
  onPhase: (phase: StartupPhase) => void,
  embedded: EmbeddedCatalogue | null = null,
): Promise<void> {
  if (embedded) {
    // The catalogue came with the page (product-rules §10 "Start-up screens"): only a stored session is
    // left to check, behind 'Verificando usuário'. Without one, the generic user is set before
    // the first render and no screen shows.
    seedCatalogue(embedded, pathname);
    const stored = tokenStorage.read() !== null;
    const session = restoreSession();
    onPhase(stored ? 'verifying-user' : 'ready');
    await session;
    if (stored) onPhase('ready');
    return;
  }
  const catalogue = catalogueActions();
  catalogue.venueDetected(detectVenue(pathname));
  onPhase('verifying-user');

  const hotels = listHotels()
    .then(catalogue.hotelsLoaded)
    .catch((error: unknown) => console.error('Erro ao carregar os empreendimentos!', error));
  const theme = getThemeGroup()
    .then((group) => catalogue.themeLoaded(group.cores))
    .catch(() => console.error('Erro ao carregear as Temas!'));

  await restoreSession();
  onPhase('loading-venues');
  await Promise.all([hotels, theme]);
  onPhase('ready');
}

/** Start-up already under way: its current phase, and a way to be told when it changes. */
export interface Startup {
  phase: () => StartupPhase;
  subscribe: (listener: () => void) => () => void;
}

/**
 * Starts the start-up at once, before React renders anything, so that its requests leave in
 * parallel with the first render instead of after it; the gate only watches its phases.
 */
export function startBootstrap(
  pathname: string,
  embedded: EmbeddedCatalogue | null = null,
): Startup {
  let phase: StartupPhase = 'verifying-user';
  const listeners = new Set<() => void>();
  // Its first phase is set before this returns, so the gate's first render already knows it.
  void bootstrap(
    pathname,
    (next) => {
      phase = next;
      listeners.forEach((listener) => listener());
    },
    embedded,
  );
  return {
    phase: () => phase,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

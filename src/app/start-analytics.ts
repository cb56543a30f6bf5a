import type { Analytics } from '@/lib/analytics';
import type { ConsentRecord } from '@/lib/consent';
import { currentConsent, onConsentChange } from '@/stores/consent';

/**
 * Starts analytics under the visitor's cookie choice: the choice stored at start-up, then every
 * change made in the banner or the preferences dialog. Returns the unsubscribe.
 *
 * The tag manager's code (lib/analytics.ts) is loaded only once a choice grants analytics:
 * without that grant it does nothing at all, so a first visit, whose banner has not been
 * answered, does not download it with the first page (issue 27's 150 KiB). Loaded, it gets
 * every later change in order, a withdrawal included.
 */
export function startAnalytics(gtmId: string): () => void {
  let analytics: Promise<Analytics> | null = null;
  const consentChanged = (choice: ConsentRecord | null) => {
    if (!gtmId || (!analytics && !choice?.analytics)) return;
    analytics ??= import('@/lib/analytics').then((module) => module.createAnalytics(gtmId));
    // A failed load leaves analytics off, as a refusal does: the page carries on.
    analytics.then((loaded) => loaded.consentChanged(choice)).catch(() => {});
  };
  consentChanged(currentConsent());
  return onConsentChange(consentChanged);
}

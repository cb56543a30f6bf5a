import { createAnalytics } from '@/lib/analytics';
import { currentConsent, onConsentChange } from '@/stores/consent';

/**
 * Starts analytics under the visitor's cookie choice: the choice stored at start-up, then every
 * change made in the banner or the preferences dialog. Returns the unsubscribe.
 */
export function startAnalytics(gtmId: string): () => void {
  const analytics = createAnalytics(gtmId);
  analytics.consentChanged(currentConsent());
  return onConsentChange((record) => analytics.consentChanged(record));
}

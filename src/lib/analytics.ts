/**
 * Google Tag Manager, started at start-up from config. With no container id it does nothing,
 * so development and tests never load a tag. Card data is never pushed here.
 */
export async function initAnalytics(gtmId: string): Promise<boolean> {
  if (!gtmId) return false;
  const { default: TagManager } = await import('react-gtm-module');
  TagManager.initialize({ gtmId });
  return true;
}

/**
 * Guards every navigation to a URL we did not write ourselves. Only an absolute http(s) URL
 * whose origin is exactly one of the allowed URLs' origins passes: this refuses
 * protocol-relative ('//evil.example'), backslash tricks ('/\evil.example'), `javascript:` and
 * look-alike hosts, which the browser would otherwise happily follow.
 */
export function isAllowedExternalUrl(url: string, allowedUrls: readonly string[]): boolean {
  const target = parseAbsoluteHttpUrl(url);
  if (!target) return false;
  return allowedUrls.some((allowed) => {
    const base = parseAbsoluteHttpUrl(allowed);
    return base !== null && base.origin === target.origin;
  });
}

function parseAbsoluteHttpUrl(value: string): URL | null {
  // A real absolute URL starts with its scheme; anything else (relative, '//', '/\') is refused
  // before the URL parser can resolve it against some base.
  if (!/^https?:\/\//i.test(value.trim())) return null;
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    // Credentials in the URL ('https://portal@evil.example') are a classic host-confusion trick.
    if (url.username || url.password) return null;
    return url;
  } catch {
    return null;
  }
}

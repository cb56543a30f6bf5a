/**
 * Browser features the site never uses, denied to it and to anything it might embed. The
 * clipboard stays allowed to the site itself: the PIX code and the search link are copied.
 */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
  'clipboard-read=()',
  'clipboard-write=(self)',
].join(', ');

/** Two years, the value hstspreload.org asks for; browsers ignore it over plain http. */
const HSTS_MAX_AGE = 63_072_000;

/** The headers on everything this server answers itself (not on proxied API responses). */
export function securityHeaders(contentSecurityPolicy: string): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    // Deliberately no `preload`: that is a commitment for the whole domain (docs/deploy.md).
    'strict-transport-security': `max-age=${HSTS_MAX_AGE}; includeSubDomains`,
    // frame-ancestors 'none' says the same to current browsers; this covers older ones.
    'x-frame-options': 'DENY',
    'permissions-policy': PERMISSIONS_POLICY,
    'cross-origin-opener-policy': 'same-origin',
  };
}

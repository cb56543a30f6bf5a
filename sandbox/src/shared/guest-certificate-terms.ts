/**
 * The guest certificates' default terms (README "Guest certificates"): the configuration's
 * defaults (SANDBOX_GUEST_CERTIFICATE_FEE_CENTS, SANDBOX_GUEST_CERTIFICATES_PER_YEAR) and the
 * figures the club's page states.
 */
export const GUEST_CERTIFICATE_DEFAULTS = { feeCents: 12_000, perYear: 3 } as const;

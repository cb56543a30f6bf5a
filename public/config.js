// Runtime configuration of this deployment, read by src/config/env.ts before the app starts.
// One build serves every environment: each deployment replaces this file (docs/deploy.md),
// or `npm run serve` writes it from APP_CONFIG_* variables. Empty here: the built-in defaults
// point at the local sandbox.
window.__APP_CONFIG__ = {};

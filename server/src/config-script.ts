import type { RuntimeConfig } from './runtime-config';

/**
 * Characters that are harmless inside a JSON string but not around it: `<` and `>` would let a
 * value close a `<script>` if anyone ever inlines this file, `&` keeps it safe in XHTML, and
 * U+2028/U+2029 were line terminators in JavaScript before ES2019. Escaping them keeps the
 * output one inert object literal whatever the environment holds.
 */
const UNSAFE = /[<>&\u2028\u2029]/g;
const escapeChar = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** The body of /config.js: one assignment of a plain object, read by src/config/env.ts. */
export function renderConfigScript(config: RuntimeConfig): string {
  const json = JSON.stringify(config, null, 2).replace(UNSAFE, escapeChar);
  return (
    '// Runtime configuration of this deployment, written by the production server from its\n' +
    '// environment (docs/deploy.md).\n' +
    `window.__APP_CONFIG__ = ${json};\n`
  );
}

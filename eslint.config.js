import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The features of src/features: each is a zone no other feature may import from. */
const FEATURES = [
  'content',
  'search',
  'booking',
  'payment',
  'account',
  'club',
  'tickets',
  'session',
];

/**
 * Layering (docs/architecture.md): shared code -> features -> app. Shared code never imports a
 * feature or the app; features never import the app or each other.
 */
const shared = ['lib', 'config', 'api', 'theme', 'components', 'stores', 'testing'];
const layeringZones = [
  ...shared.map((dir) => ({
    target: `./src/${dir}`,
    from: ['./src/features', './src/app'],
    message: 'Shared code must not import features or the app.',
  })),
  {
    target: './src/features',
    from: './src/app',
    message: 'Features must not import the app.',
  },
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature; compose them in app/routes.',
  })),
  {
    target: './sandbox/src',
    from: './src',
    except: ['./api/contract'],
    message: 'The sandbox shares only the wire contract with the site.',
  },
  {
    target: './server',
    from: './src',
    // The one table of abuse limits, which the sandbox keeps too (src/api/contract/abuse-limits.ts).
    except: ['./api/contract/abuse-limits.ts'],
    message: 'The production server serves the built site; it shares no code with it.',
  },
  {
    target: './server',
    from: './sandbox',
    message: 'The production server serves the built site; it shares no code with it.',
  },
];

/** The sandbox's domains (sandbox/src/<domain>): domain files at the root, handlers in routes/. */
const SANDBOX_DOMAINS = 'accounts,booking,club,tickets,payments,content,services,extras';
/** The folders on the domains' floor: the domains, fault injection and the external pages. */
const sandboxDomains = [...SANDBOX_DOMAINS.split(','), 'faults', 'external'];

/**
 * The sandbox's floors (docs/architecture.md, "The sandbox"): shared kernel and schema ->
 * repositories -> http -> domains, peers that never import each other -> flows (what spans
 * domains) -> apis, seed and the server. A domain never knows HTTP: its refusals are
 * DomainErrors that http/errors.ts maps to statuses. scripts/check-structure.mjs counts the same
 * floors over the whole tree.
 */
const aboveTheDomains = [
  './sandbox/src/flows/**',
  './sandbox/src/apis/**',
  './sandbox/src/seed/**',
  './sandbox/src/{server,main,reset}.ts',
];
const sandboxZones = [
  ...sandboxDomains.map((domain) => ({
    target: `./sandbox/src/${domain}`,
    from: [
      ...sandboxDomains
        .filter((other) => other !== domain)
        .map((other) => `./sandbox/src/${other}/**`),
      ...aboveTheDomains,
    ],
    message:
      'A sandbox domain imports no other domain and nothing above the domains: what spans domains is a flow (sandbox/src/flows/), or a port the domain declares.',
  })),
  {
    target: './sandbox/src/flows',
    from: [
      './sandbox/src/apis/**',
      './sandbox/src/seed/**',
      './sandbox/src/{server,main,reset}.ts',
    ],
    message: 'Flows sit under the APIs, the seed and the server.',
  },
  {
    target: './sandbox/src/http',
    from: [...sandboxDomains.map((domain) => `./sandbox/src/${domain}/**`), ...aboveTheDomains],
    message: 'http/ holds the Fastify plugins every domain uses; it imports no domain.',
  },
  {
    target: `./sandbox/src/{${SANDBOX_DOMAINS}}/!(routes)/**`,
    from: ['./sandbox/src/http/**', './sandbox/src/*/routes/**', './sandbox/src/apis/**'],
    message: 'Sandbox domain code must not import HTTP, routes or APIs.',
  },
  {
    target: `./sandbox/src/{${SANDBOX_DOMAINS}}/*.ts`,
    from: [
      './sandbox/src/http/**',
      './sandbox/src/*/routes/**',
      './sandbox/src/apis/**',
      './sandbox/src/{server,config}.ts',
    ],
    message: 'Sandbox domain code must not import HTTP, routes, APIs or the config.',
  },
  {
    target: './sandbox/src/shared',
    from: [
      './sandbox/src/http/**',
      './sandbox/src/db/**',
      './sandbox/src/repositories/**',
      './sandbox/src/{config,context}.ts',
      ...sandboxDomains.map((domain) => `./sandbox/src/${domain}/**`),
      ...aboveTheDomains,
    ],
    message:
      'The sandbox kernel (shared/) is on the ground floor: it imports nothing of the sandbox.',
  },
  {
    target: './sandbox/src/repositories',
    from: [
      './sandbox/src/http/**',
      './sandbox/src/{config,context}.ts',
      `./sandbox/src/{${SANDBOX_DOMAINS}}/**`,
      ...aboveTheDomains,
    ],
    message: 'A repository holds the SQL of its tables and knows no domain, route or config.',
  },
  {
    target: './sandbox/src/db',
    from: [
      './sandbox/src/http/**',
      './sandbox/src/repositories/**',
      ...sandboxDomains.map((d) => `./sandbox/src/${d}/**`),
      ...aboveTheDomains,
    ],
    message: 'The schema knows no domain.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      // Builds into other directories (`vite build --outDir dist-x`: parallel e2e runs, benches).
      'dist-*',
      'node_modules',
      '**/node_modules',
      '.data',
      'test-results',
      'playwright-report',
      'coverage',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2022,
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            './tsconfig.app.json',
            './tsconfig.node.json',
            './sandbox/tsconfig.json',
            './server/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layeringZones, ...sandboxZones] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'axios',
              message:
                'The site sends requests with fetch, through src/lib/http (issue 27: axios weighed 21 KiB of the first page); import an API client from @/lib/http/clients.',
            },
            {
              name: 'react-router-dom',
              importNames: ['Link', 'NavLink'],
              message:
                "Import Link from '@/components/ui/link': React Router's own brings its framework mode's prefetching into the first route (issue 50).",
            },
            {
              name: 'react-input-mask',
              message: 'react-input-mask crashes on React 19; use react-imask.',
            },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/lib/http/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // SQL lives in repositories (docs/architecture.md, "The sandbox"): a domain, a flow or a
    // route asks a repository's named query. The schema and the seed write their own.
    files: ['sandbox/src/**/*.ts'],
    ignores: ['sandbox/src/repositories/**', 'sandbox/src/db/**', 'sandbox/src/seed/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='prepare']",
          message:
            'Run SQL through a repository (sandbox/src/repositories/): a named, typed query of its table group.',
        },
        {
          selector: "CallExpression[callee.property.name='exec'][callee.object.name='db']",
          message:
            'Run SQL through a repository (sandbox/src/repositories/): a named, typed query of its table group.',
        },
      ],
    },
  },
);

/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { join, resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { isConsolePath } from './src/config/paths.ts';

// The site calls /api on its own origin; in development and preview that is the gateway.
const proxy = { '/api': process.env.GATEWAY_URL ?? 'http://localhost:5000' };

const wantsPage = (req: IncomingMessage, path: string) =>
  req.method === 'GET' && !!req.headers.accept?.includes('text/html') && !path.startsWith('/api/');

/**
 * The site and the staff console are two builds (vite.console.config.ts): the development
 * server and `vite preview` serve each its own paths, as the production server
 * (infra/compose/nginx.conf) does. In development a path is rendered from its build's HTML; in
 * preview a prerendered page is served for its path, else its build's empty shell (Vite's own
 * fallback would send index.html, the prerendered home page, which the browser would then have
 * to replace).
 */
function twoBuilds(): Plugin {
  return {
    name: 'two-builds',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const path = (req.url ?? '/').split('?')[0]!;
        if (wantsPage(req, path) && isConsolePath(path)) req.url = '/console.html';
        next();
      });
    },
    configurePreviewServer(server) {
      const dist = join(server.config.root, server.config.build.outDir);
      server.middlewares.use((req, _res, next) => {
        const path = (req.url ?? '/').split('?')[0]!;
        const known = path === '/' || path.includes('.') || existsSync(join(dist, `${path}.html`));
        if (wantsPage(req, path) && !known) {
          req.url = isConsolePath(path) ? '/console-shell.html' : '/app-shell.html';
        }
        next();
      });
    },
  };
}

/**
 * `vite preview` sends the headers the production server sends (infra/compose/nginx.conf): the
 * prerender wrote them for this build, its Content Security Policy with the hash of the pages'
 * inline loader. /api answers with the gateway's own headers.
 */
function securityHeaders(): Plugin {
  return {
    name: 'security-headers',
    configurePreviewServer(server) {
      const dist = resolve(server.config.root, server.config.build.outDir);
      const file = join(dist, 'security-headers.json');
      if (!existsSync(file)) throw new Error(`${file} is missing: build the site first`);
      const headers = JSON.parse(readFileSync(file, 'utf8')) as {
        always: Record<string, string>;
        tls: Record<string, string>;
      };
      server.middlewares.use((req, res, next) => {
        if (req.url?.startsWith('/api/')) return next();
        const tls = (req.socket as TLSSocket).encrypted === true;
        for (const [name, value] of Object.entries({
          ...headers.always,
          ...(tls ? headers.tls : {}),
        })) {
          res.setHeader(name, value);
        }
        next();
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), twoBuilds(), securityHeaders()],
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically loads on every page anyway: kept in one
          // chunk rather than spread over the common chunks the lazy pages share, where each
          // file is compressed on its own and carries its own imports.
          groups: [{ name: 'index', tags: ['$initial'] }],
        },
      },
      treeshake: {
        // Building a zod schema has no effect beyond its value: a page that reads a contract
        // module for its constants or messages leaves out the schemas it never checks with.
        manualPureFunctions: ['z'],
        moduleSideEffects: [
          { test: /node_modules\/hoist-non-react-statics\//, sideEffects: false },
        ],
      },
    },
    // The prerender reads which chunks each page needs.
    manifest: true,
    // Every browser the site supports preloads modules natively; the polyfill only took room in
    // the entry chunk's size budget.
    modulePreload: {
      polyfill: false,
      // The sign-in page is a document of its own whose loader preloads all the chunks it needs
      // (scripts/prerender.mjs), so the public entry need not carry its list of chunks for the
      // rare visit that reaches it by a client-side link.
      resolveDependencies: (file, deps, { hostType }) =>
        hostType === 'js' && /\/login-[^/]*\.js$/.test(file) ? [] : deps,
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    css: false,
    // MUI inputs typed into through user-event, and axe over a record's dialog, are slow in jsdom
    // on a busy 2-core machine: the bound is for a test that hangs, not one that is slow.
    testTimeout: 120_000,
    // One test file per core: by default vitest keeps one core for itself, which left half of
    // CI's 2-core machine idle through the suite's longest step.
    maxWorkers: 2,
  },
});

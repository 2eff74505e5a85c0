import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { routePreload } from './scripts/vite-route-preload';

const fromRoot = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const outDir = fromRoot('./web/dist');

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * Writes `.gz` and `.br` beside each text asset of the build so the server can send them
 * as they are (@fastify/static `preCompressed`), with no compression work per request.
 */
function precompress(): Plugin {
  let buildDir = outDir;
  return {
    name: 'crimreview-precompress',
    apply: 'build',
    configResolved(config) {
      buildDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const walk = async (dir: string): Promise<string[]> => {
        const entries = await fs.readdir(dir, { withFileTypes: true });
        const nested = await Promise.all(
          entries.map((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)])),
        );
        return nested.flat();
      };
      const files = (await walk(buildDir)).filter((f) => /\.(js|css|html|svg|json|txt)$/.test(f));
      await Promise.all(
        files.map(async (file) => {
          const data = await fs.readFile(file);
          if (data.length < 1024) return;
          await fs.writeFile(`${file}.gz`, await gzip(data, { level: 9 }));
          await fs.writeFile(
            `${file}.br`,
            await brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
        }),
      );
    },
  };
}

/** What signed-in pages share: icons, Radix, components/ui. */
const SIGNED_IN_UI =
  /node_modules[\\/](lucide-react|@radix-ui|@floating-ui|react-remove-scroll|react-style-singleton|use-sidecar|use-callback-ref|aria-hidden|get-nonce|tslib)[\\/]|web[\\/]src[\\/]components[\\/](ui[\\/]|when-visible)/;
/** Of those, the menus, dialogs and popovers (~20 KB on a phone): few pages draw one at first. */
const OVERLAYS =
  /node_modules[\\/](@radix-ui[\\/]react-(menu|dropdown-menu|dialog|alert-dialog|popover|popper|select|dismissable-layer|focus-scope|focus-guards|portal|collection|roving-focus|presence|tabs|use-size|arrow|tooltip|scroll-area|checkbox|radio-group|switch)|@floating-ui|react-remove-scroll|react-style-singleton|use-sidecar|use-callback-ref|aria-hidden|get-nonce|tslib)[\\/]|web[\\/]src[\\/]components[\\/]ui[\\/](dropdown-menu|dialog|sheet)/;

/** Of the Radix parts, what a tab bar needs (the staff pages open on one): ~5 KB of their own. */
const TAB_PARTS =
  /node_modules[\\/]@radix-ui[\\/]react-(tabs|roving-focus|collection|presence)[\\/]|web[\\/]src[\\/]components[\\/]ui[\\/]tabs/;

export default defineConfig(({ command }) => ({
  root: 'web',
  publicDir: 'public',
  plugins: [
    react(),
    tailwindcss(),
    routePreload({
      routesFile: fromRoot('./web/src/app/routes.tsx'),
      aliases: { '@web': fromRoot('./web/src') },
      // The admin panel opens on the users tab, with the statistics cards above it.
      pageModules: {
        '/admin': [
          fromRoot('./web/src/features/admin-stats/components/AdminStatCards.tsx'),
          fromRoot('./web/src/features/users/components/UsersTab.tsx'),
        ],
      },
      tokenKey: 'crimreview_token',
    }),
    precompress(),
  ],
  resolve: {
    alias: [
      { find: '@core', replacement: fromRoot('./core') },
      { find: '@web', replacement: fromRoot('./web/src') },
      /*
       * react-router 7's package exports point every condition at its development build (dev
       * warnings included; remix-run/react-router#12532, #14753). The build takes its own
       * production build instead: fewer bytes and less work before a page's first paint.
       */
      ...(command === 'build'
        ? [
            {
              find: /^react-router$/,
              replacement: fromRoot('./node_modules/react-router/dist/production/index.mjs'),
            },
          ]
        : []),
    ],
  },
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    rolldownOptions: {
      output: {
        /*
         * Few, larger chunks: a phone on HTTP/1.1 asks 6 files at a time, each costing a round
         * trip, and left alone the bundler made 25–48 files per signed-in page (one per icon or
         * Radix part). The app shell is one file; the UI parts shared by lazy pages (icons,
         * components/ui) are one more, the tab bar's Radix parts another, the menus and dialogs
         * a fourth (bench/README.md "eighth pass", "ninth pass"), small shared helpers a fifth.
         */
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 4 },
            {
              name: 'signed-in',
              test: (id) => SIGNED_IN_UI.test(id) && !OVERLAYS.test(id) && !TAB_PARTS.test(id),
              minShareCount: 2,
              priority: 3,
            },
            { name: 'tab-bar', test: TAB_PARTS, minShareCount: 2, priority: 2 },
            { name: 'overlays', test: OVERLAYS, minShareCount: 2, priority: 1 },
            {
              // Small modules shared by lazy pages (fetchers, formatters, hooks): each was a
              // chunk of its own of 0.1-2 KB, a request and a round trip apiece on a phone.
              name: 'shared',
              test: /web[\\/]src[\\/](lib[\\/]|features[\\/][^\\/]+[\\/]api[\\/]|app[\\/]staff[\\/]tabs)|core[\\/](rules|catalog)|node_modules[\\/]use-sync-external-store[\\/]/,
              maxModuleSize: 3000,
              minShareCount: 2,
              priority: 0,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  preview: { port: 4173 },
}));

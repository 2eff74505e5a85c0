import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { EARLY_GLOBAL as WEB_EARLY_GLOBAL } from '../web/src/lib/early-responses';
import { chunkFiles, EARLY_GLOBAL, parseRoutes, pathPattern, preloadScript } from './vite-route-preload';

const root = path.resolve(import.meta.dirname, '..');
const routesFile = path.join(root, 'web/src/app/routes.tsx');
const aliases = { '@web': path.join(root, 'web/src') };

describe('route preload', () => {
  it('reads every lazy route of routes.tsx with its module and whether it is public', async () => {
    const fs = await import('node:fs');
    const routes = parseRoutes(fs.readFileSync(routesFile, 'utf8'), routesFile, aliases);
    const byPath = new Map(routes.map((r) => [r.path, r]));
    expect(byPath.get('/login')).toEqual({
      path: '/login',
      module: path.join(root, 'web/src/features/auth/pages/LoginPage.tsx'),
      public: true,
      early: [],
    });
    expect(byPath.get('/courses')?.early).toEqual(['/catalog', '/content/videos', '/content/courses']);
    expect(byPath.get('/dashboard')?.early).toContain('/realtime/recent-activity?limit=8');
    expect(byPath.get('/practice')?.public).toBe(false);
    expect(byPath.get('/admin')?.module).toBe(path.join(root, 'web/src/app/staff/AdminPage.tsx'));
    // The landing page is bundled with the app: nothing to preload.
    expect(byPath.has('/')).toBe(false);
  });

  it('lists a page chunk and its static imports, not what the entry loads', () => {
    const chunks = [
      { fileName: 'index.js', imports: ['react.js'], isEntry: true, moduleIds: ['main.tsx'] },
      { fileName: 'react.js', imports: [], isEntry: false, moduleIds: ['react'] },
      { fileName: 'Page.js', imports: ['ui.js', 'react.js'], isEntry: false, moduleIds: ['Page.tsx'] },
      { fileName: 'ui.js', imports: ['react.js'], isEntry: false, moduleIds: ['button.tsx', 'Bell.tsx'] },
    ];
    expect(chunkFiles(chunks, 'Page.tsx')).toEqual(['Page.js', 'ui.js']);
    expect(chunkFiles(chunks, 'Bell.tsx')).toEqual(['ui.js']);
    expect(chunkFiles(chunks, 'Missing.tsx')).toEqual([]);
  });

  it("preloads the page's chunks, a signed-in page's only with a stored session", () => {
    const script = preloadScript(
      [
        { pattern: pathPattern('/login'), files: ['assets/Login.js'], public: true },
        { pattern: pathPattern('/course/:id'), files: ['assets/Course.js'], public: false },
      ],
      'token',
    );
    const run = (pathname: string, token: string | null) => {
      const links: string[] = [];
      vm.runInNewContext(script, {
        location: { pathname },
        localStorage: { getItem: () => token },
        document: {
          createElement: () => ({}),
          head: { appendChild: (l: { rel: string; href: string }) => links.push(`${l.rel} ${l.href}`) },
        },
      });
      return links;
    };
    expect(run('/login', null)).toEqual(['modulepreload /assets/Login.js']);
    expect(run('/course/abc', 'x')).toEqual(['modulepreload /assets/Course.js']);
    expect(run('/course/abc', null)).toEqual([]);
    expect(run('/course/abc/more', 'x')).toEqual([]);
  });

  it("signed in, starts the page's early reads and /auth/me with the stored token, once", () => {
    const script = preloadScript(
      [
        { pattern: pathPattern('/login'), files: ['assets/Login.js'], public: true, early: ['/catalog'] },
        {
          pattern: pathPattern('/courses'),
          files: ['assets/Courses.js'],
          public: false,
          early: ['/catalog'],
        },
      ],
      'token',
    );
    const run = (pathname: string, token: string | null, window: Record<string, unknown> = {}) => {
      const fetched: string[] = [];
      const context = {
        window,
        location: { pathname },
        localStorage: { getItem: () => token },
        document: { createElement: () => ({}), head: { appendChild: () => {} } },
        fetch: (url: string, init: { headers: Record<string, string> }) => {
          fetched.push(`${url} ${init.headers.Authorization}`);
          return Promise.resolve(url);
        },
      };
      vm.runInNewContext(script, context);
      return { fetched, window };
    };
    const signedIn = run('/courses', 'tok');
    expect(signedIn.fetched).toEqual(['/api/auth/me Bearer tok', '/api/catalog Bearer tok']);
    const early = signedIn.window[EARLY_GLOBAL] as { token: string; responses: Record<string, unknown> };
    expect(early.token).toBe('tok');
    expect(Object.keys(early.responses)).toEqual(['/api/auth/me', '/api/catalog']);
    // Signed out, on a public page, or once the app has run (the global is set): nothing.
    expect(run('/courses', null).fetched).toEqual([]);
    expect(run('/login', 'tok').fetched).toEqual([]);
    expect(run('/courses', 'tok', { [EARLY_GLOBAL]: null }).fetched).toEqual([]);
    // The app reads the same global.
    expect(EARLY_GLOBAL).toBe(WEB_EARLY_GLOBAL);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * On a first visit the browser learns which chunks a page needs only after it has fetched
 * and run the app shell (index-*.js), then the page's chunks: a second round of requests on
 * a slow phone. This plugin writes a small script (an asset of
 * its own, so the CSP's script-src 'self' allows it) that index.html loads `async`: it reads
 * the path and whether a session is stored, and adds `<link rel="modulepreload">` for the
 * page's chunks (a signed-in page's only with a stored session), so they download beside the
 * shell. The navigation bar's signed-in parts load after the page (app/nav/slots.tsx).
 *
 * Signed in, it also starts the page's first API reads (routes.tsx `early`, plus /auth/me
 * that every signed-in page makes) with the stored token, so the data arrives while the shell
 * is still downloading instead of a round trip after it; web/src/lib/early-responses.ts hands
 * each answer to the app's first request of the same URL.
 */

export interface RouteEntry {
  path: string;
  /** The module the route's `load` imports, relative to the project root. */
  module: string;
  public: boolean;
  /** API paths (below /api) the page reads at once: started early when signed in. */
  early: string[];
}

/** Reads the routes' paths, the modules their `load` imports and their `early` reads from web/src/app/routes.tsx. */
export function parseRoutes(
  source: string,
  routesFile: string,
  aliases: Record<string, string>,
): RouteEntry[] {
  const routes: (Omit<RouteEntry, 'module'> & { module?: string })[] = [];
  let access = '';
  for (const m of source.matchAll(
    /access: '([a-z-]+)'|path: '([^']+)'|import\('([^']+)'\)|early: \[([^\]]*)\]/g,
  )) {
    const current = routes.at(-1);
    if (m[1]) access = m[1];
    else if (m[2]) routes.push({ path: m[2], public: access === 'public', early: [] });
    else if (m[3] && current && !current.module) current.module = resolveModule(m[3], routesFile, aliases);
    else if (m[4] !== undefined && current)
      current.early = [...m[4].matchAll(/'([^']+)'/g)].map((e) => e[1]!);
  }
  // Pages bundled with the app (a `component`, no `load`) have nothing to preload.
  return routes.flatMap((r) => (r.module ? [{ ...r, module: r.module }] : []));
}

function resolveModule(spec: string, fromFile: string, aliases: Record<string, string>): string {
  const alias = Object.keys(aliases).find((a) => spec.startsWith(`${a}/`));
  const base = alias
    ? path.join(aliases[alias]!, spec.slice(alias.length + 1))
    : path.resolve(path.dirname(fromFile), spec);
  const file = ['.tsx', '.ts'].map((ext) => base + ext).find((f) => fs.existsSync(f));
  if (!file) throw new Error(`route-preload: cannot resolve ${spec} from ${fromFile}`);
  return file;
}

/** `/course/:id` → `^/course/[^/]+$`. */
export function pathPattern(routePath: string): string {
  return `^${routePath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+')}$`;
}

interface Chunk {
  fileName: string;
  imports: string[];
  isEntry: boolean;
  moduleIds: string[];
}

/**
 * The chunk holding a module (its own, or a group of vite.config.ts's codeSplitting) and the
 * chunks it imports statically, without those the entry loads anyway.
 */
export function chunkFiles(chunks: Chunk[], moduleId: string): string[] {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (start: string[], seen = new Set<string>()) => {
    for (const file of start) {
      if (seen.has(file)) continue;
      seen.add(file);
      closure(byFile.get(file)?.imports ?? [], seen);
    }
    return seen;
  };
  const initial = closure(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
  const own = chunks.find((c) => c.moduleIds.includes(moduleId));
  if (!own) return [];
  return [...closure([own.fileName])].filter((f) => !initial.has(f));
}

/** Where the script leaves the early answers for web/src/lib/early-responses.ts. */
export const EARLY_GLOBAL = '__crimreviewEarly';

/**
 * The script: which files to preload for the current path, given a stored session or not,
 * and, signed in, the page's early API reads. It does nothing of the latter when the app has
 * already run (the global is then set): its own requests are under way.
 */
export function preloadScript(
  pages: { pattern: string; files: string[]; public: boolean; early?: string[] }[],
  tokenKey: string,
): string {
  const data = JSON.stringify({ pages: pages.map((p) => [p.pattern, p.files, p.public, p.early ?? []]) });
  const g = `window.${EARLY_GLOBAL}`;
  return `(function(){try{var d=${data};var t=localStorage.getItem(${JSON.stringify(tokenKey)});var s=!!t;var f=[];var e=[];for(var i=0;i<d.pages.length;i++){var p=d.pages[i];if(new RegExp(p[0]).test(location.pathname)){if(p[2]||s)f=p[1];if(s&&!p[2])e=["/auth/me"].concat(p[3]);break}}for(var j=0;j<f.length;j++){var l=document.createElement("link");l.rel="modulepreload";l.href="/"+f[j];document.head.appendChild(l)}if(e.length&&${g}===undefined&&typeof fetch==="function"){var r={};for(var k=0;k<e.length;k++)r["/api"+e[k]]=fetch("/api"+e[k],{headers:{Accept:"application/json",Authorization:"Bearer "+t}});${g}={token:t,at:Date.now(),responses:r}}}catch(x){}})();\n`;
}

export function routePreload(options: {
  routesFile: string;
  aliases: Record<string, string>;
  /** Lazy modules a page loads at once beyond its own chunk (the admin panel's first tab), by route path. */
  pageModules?: Record<string, string[]>;
  tokenKey: string;
}): Plugin {
  let scriptFile: string | null = null;
  return {
    name: 'crimreview-route-preload',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_output, bundle) {
        const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
        const routes = parseRoutes(
          fs.readFileSync(options.routesFile, 'utf8'),
          options.routesFile,
          options.aliases,
        );
        const pages = routes.map((r) => ({
          pattern: pathPattern(r.path),
          files: [
            ...new Set(
              [r.module, ...(options.pageModules?.[r.path] ?? [])].flatMap((m) => chunkFiles(chunks, m)),
            ),
          ],
          public: r.public,
          early: r.early,
        }));
        const missing = routes.filter((_, i) => pages[i]!.files.length === 0).map((r) => r.path);
        if (missing.length) this.error(`route-preload: no chunk for ${missing.join(', ')}`);
        const extras = Object.values(options.pageModules ?? {}).flat();
        const stray = extras.filter((m) => chunkFiles(chunks, m).length === 0);
        if (stray.length) this.error(`route-preload: no lazy chunk for ${stray.join(', ')}`);
        const ref = this.emitFile({
          type: 'asset',
          name: 'route-preload.js',
          source: preloadScript(pages, options.tokenKey),
        });
        scriptFile = this.getFileName(ref);
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        if (!scriptFile) return [];
        return [{ tag: 'script', attrs: { async: true, src: `/${scriptFile}` }, injectTo: 'head-prepend' }];
      },
    },
  };
}

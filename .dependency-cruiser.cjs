/**
 * Module boundaries (docs/architecture.md "Boundaries"), checked by `npm run check`.
 * Tests, fixtures and server/test/ may reach into any module: they build the data they need.
 */
const TESTS = '(\\.test\\.tsx?|\\.fixtures\\.ts)$|^server/test/';

/**
 * Module cycles are found on the graph of the modules alone (a second pass, see
 * scripts/check-boundaries.mjs): folder cycles through db/, plugins/ or tests say nothing
 * about how the modules depend on each other.
 */
const moduleCycles = {
  name: 'no-module-cycles',
  comment: 'Modules form a hierarchy: no module depends on itself through other modules.',
  severity: 'error',
  scope: 'folder',
  from: { path: '^server/src/modules/' },
  to: { path: '^server/src/modules/', circular: true },
};

const options = {
  // The project's TypeScript (7, native) has no compiler API for this tool to parse with; swc parses instead.
  parser: 'swc',
  doNotFollow: { path: 'node_modules' },
  exclude: { path: '(^|/)(node_modules|dist|data)/' },
  tsPreCompilationDeps: true,
  tsConfig: { fileName: 'tsconfig.json' },
};

const modulesOnly = process.env.BOUNDARIES_PASS === 'modules';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = modulesOnly
  ? {
      forbidden: [moduleCycles],
      options: {
        ...options,
        includeOnly: '^server/src/modules/',
        exclude: { path: `${options.exclude.path}|${TESTS}` },
      },
    }
  : {
      forbidden: [
        {
          name: 'module-through-its-service',
          comment:
            "A module uses another module only through that module's service (modules/Y/Y.service.ts), never its routes, queries, presenter or helpers.",
          severity: 'error',
          from: { path: '^server/src/modules/([^/]+)/', pathNot: TESTS },
          to: {
            path: '^server/src/modules/',
            pathNot: ['^server/src/modules/$1/', '^server/src/modules/([^/]+)/\\1\\.service\\.ts$'],
          },
        },
        {
          name: 'module-owns-its-tables',
          comment:
            "A module reads and writes only its own tables (db/schema/X.ts for modules/X); other data comes through the owning module's service.",
          severity: 'error',
          from: { path: '^server/src/modules/([^/]+)/', pathNot: TESTS },
          to: { path: '^server/src/db/schema/', pathNot: '^server/src/db/schema/$1\\.ts$' },
        },
        {
          name: 'tables-only-in-modules-and-db',
          comment:
            'Outside the modules, only db/ (the client, migrations, the demo seed) and tests touch the tables; db/schema/index.ts is not for modules.',
          severity: 'error',
          from: { path: '^server/src/', pathNot: [`^server/src/(modules|db|plugins)/`, TESTS] },
          to: { path: '^server/src/db/schema/' },
        },
        {
          name: 'plugin-owns-its-table',
          comment:
            'A plugin that keeps state in PostgreSQL (rate limits) touches only its own table: plugins/X.ts → db/schema/X(s).ts.',
          severity: 'error',
          from: { path: '^server/src/plugins/([^/.]+)\\.ts$', pathNot: TESTS },
          to: { path: '^server/src/db/schema/', pathNot: '^server/src/db/schema/$1s?\\.ts$' },
        },
        {
          name: 'outside-modules-through-services',
          comment:
            'Plugins, the seed and the command-line tools use a module through its service (app.ts and server.ts compose the modules and may register their routes).',
          severity: 'error',
          from: { path: '^server/src/(db|cli|plugins)/', pathNot: TESTS },
          to: { path: '^server/src/modules/', pathNot: '^server/src/modules/([^/]+)/\\1\\.service\\.ts$' },
        },
        {
          name: 'lib-is-a-leaf',
          comment:
            'server/src/lib holds helpers every part may use; it depends on no module, plugin or app file.',
          severity: 'error',
          from: { path: '^server/src/lib/', pathNot: TESTS },
          to: { path: '^server/src/(modules|plugins|app\\.ts|server\\.ts)' },
        },
        {
          name: 'core-is-shared',
          comment: 'core/ is shared by server and web and does no I/O: it imports nothing from either.',
          severity: 'error',
          from: { path: '^core/' },
          to: { path: '^(server|web)/' },
        },
        {
          name: 'web-features-apart',
          comment:
            'A web feature never imports another feature; shared pieces live in web/src/components and web/src/lib.',
          severity: 'error',
          from: { path: '^web/src/features/([^/]+)/' },
          to: { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
        },
        {
          name: 'no-file-cycles',
          comment: 'No file imports itself through others (ES module cycles see half-initialised exports).',
          severity: 'error',
          from: { path: '^(server|core|web/src)/' },
          to: { circular: true },
        },
      ],
      options,
    };

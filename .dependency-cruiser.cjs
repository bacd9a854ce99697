/**
 * The layers of the code, checked by `npm run lint` (docs/decisions.md, docs/adding-an-area.md).
 */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment:
        'No import cycles, type-only and lazy import() included: move the shared part to where both can import it. ' +
        'Screens never import the route table that loads them (src/app/route-def.ts and route-context.tsx are what they use).',
      from: {},
      to: { circular: true },
    },
    {
      name: 'feature-imports-feature',
      severity: 'error',
      comment: 'A feature folder never imports another feature: what two features share moves to src/app or src/ui.',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/([^/]+)/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment: 'src/domain imports nothing outside it (but valibot): the app and the server share it.',
      from: { path: '^src/domain/' },
      to: { pathNot: ['^src/domain/', '^node_modules/valibot/'] },
    },
    {
      name: 'server-not-app',
      severity: 'error',
      comment: 'The server never imports the app: only src/domain (and the locales) are shared.',
      // (The sync model test drives the real sync client against the real server: that is its point.)
      from: { path: '^server/', pathNot: '^server/sync/model' },
      to: { path: ['^src/data/', '^src/app/', '^src/features/', '^src/lib/', '^src/ui/'] },
    },
    {
      name: 'workers-and-sw-not-screens',
      severity: 'error',
      comment: 'Workers and the service worker run without the React shell.',
      from: { path: ['^workers/', '^sw/'] },
      to: { path: ['^src/app/', '^src/features/', '^src/ui/'] },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'Every import resolves.',
      from: {},
      to: { couldNotResolve: true, pathNot: ['[?]url$', '^virtual:'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^dist/', '^node_modules/', '^scratch/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
    skipAnalysisNotInRules: true,
  },
};

/**
 * The app is written against React's API and runs on Preact (preact/compat): the same components
 * in a fraction of the script a phone loads before the login page shows (issue #30,
 * docs/decisions.md). Vite (the app, the service worker's build) and the unit tests that render
 * components resolve React's modules to Preact's with these aliases, libraries included
 * (react-router, react-i18next, dexie-react-hooks, @tanstack/react-virtual). TypeScript keeps
 * React's types.
 */
export const reactOnPreact = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  // react-i18next's shim for React < 18: Preact has the hook itself.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
];

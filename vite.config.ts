import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import pkg from './package.json' with { type: 'json' };
import { boothSharedGroup, manifestTransform, precacheGroups } from './scripts/precache-groups';
import { reactOnPreact } from './scripts/react-on-preact';
import { routePreloadsPlugin } from './scripts/route-preloads';

/** The route table, from which the precache groups, the preload hints and the booth's shared chunk follow. */
const ROUTES_FILE = fileURLToPath(new URL('./src/app/routes.ts', import.meta.url));

const precache = precacheGroups({
  routes: ROUTES_FILE,
  // Exports work offline once the later part is stored (seconds after the booth part).
  later: [/^assets\/export\.worker-[\w-]+\.js$/, /^assets\/zxing-js-[\w-]+\.js$/],
});

const apiPort = Number(process.env.API_PORT ?? 8081);

export default defineConfig({
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
  },
  // React's API on Preact: scripts/react-on-preact.ts.
  resolve: { alias: reactOnPreact },
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  plugins: [
    // Sorts the precache into groups (booth, languages, later, online-only): scripts/precache-groups.ts.
    precache.plugin,
    // What each address loads after the entry, for the server's preload hints: scripts/route-preloads.ts.
    routePreloadsPlugin({
      routes: ROUTES_FILE,
      i18n: fileURLToPath(new URL('./src/lib/i18n.ts', import.meta.url)),
      locales: fileURLToPath(new URL('./locales', import.meta.url)),
    }),
    VitePWA({
      // Prompt mode: a waiting update shows the 'new version' notice; nothing reloads by itself.
      registerType: 'prompt',
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'service-worker.ts',
      injectRegister: false,
      manifest: {
        id: '/',
        name: 'Leadstand',
        short_name: 'Leadstand',
        description: 'Capture and follow up the leads of your trade-show booth, online or offline.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#143d59',
        background_color: '#143d59',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      // The icons come with the files of public/ (the glob below) and the web manifest with the
      // plugin's own entry: listed twice, each was stored twice at install.
      includeManifestIcons: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,json,wasm}'],
        // Vite's build manifest (.vite/manifest.json, read by the size check) is no app file.
        globIgnores: ['.vite/**'],
        // Each entry gets its group (booth, lang-<language>, later); what only the organiser's
        // console, the editors and the manual use (screens of `onlineOnly` and `organiser`
        // routes) is left out and kept at run time when opened (scripts/precache-groups.ts).
        manifestTransforms: [manifestTransform(precache.plan)],
        // Decoder .wasm files are larger than Workbox's 2 MiB default.
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
  // Workers are modules (every one is created with `type: 'module'`), so a worker's rarely needed
  // code is a chunk of its own: the decoder's TypeScript fallback (@zxing/library, only where
  // WebAssembly cannot start) is not in the worker every booth stores at install.
  worker: {
    format: 'es',
    rolldownOptions: { output: { chunkFileNames: (chunk) => (chunk.moduleIds.some((id) => id.includes('@zxing/library')) ? 'assets/zxing-js-[hash].js' : 'assets/[name]-[hash].js') } },
  },
  build: {
    outDir: 'dist/app',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // dist/app/.vite/manifest.json: the size check (scripts/check-budgets.ts) reads the chunk graph
    // from it. Not precached (globIgnores) and not served (server/static.ts).
    manifest: true,
    chunkSizeWarningLimit: 600,
    // Fewer, larger files for the first visit (issue #30): a phone on a show's network asks an
    // HTTP/1.1 server six files at a time, a round trip each. What the entry imports statically
    // is one chunk, not the dozen small ones rolldown shares out with the lazy screens; what the
    // login screens share (the e-mail form, the event header, the language menu, badge parsing)
    // is another. budgets.json caps the number of script files /login loads.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'boot', tags: ['$initial'], priority: 2 },
            { name: 'login-kit', test: /src[\\/](features[\\/]login[\\/](LoginFooter|EmailLogin|useLogin|EventHeader)|app[\\/]LanguageMenu|domain[\\/]badge(-qr)?)\.tsx?$/, priority: 1 },
            // What several booth screens share, in one file rather than dozens: scripts/precache-groups.ts.
            boothSharedGroup(ROUTES_FILE),
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/health': `http://127.0.0.1:${apiPort}`,
      '/notification': { target: `ws://127.0.0.1:${apiPort}`, ws: true },
    },
  },
});

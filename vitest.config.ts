import { defineConfig } from 'vitest/config';
import { reactOnPreact } from './scripts/react-on-preact';
import { LongFirstSequencer } from './server/test/sequencer';

export default defineConfig({
  test: {
    // The long server test files start first (server/test/sequencer.ts).
    sequence: { sequencer: LongFirstSequencer },
    // autobahn (the WAMP client of the realtime and cluster tests) narrates every reconnection of
    // its sockets; the assertions say what matters.
    onConsoleLog: (log) => !/auto-reconnect|connection closed/.test(log),
    projects: [
      {
        // Components render on Preact, as in the app.
        resolve: { alias: reactOnPreact },
        oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
        test: {
          name: 'unit',
          // Libraries that import React go through the aliases too.
          server: { deps: { inline: ['react-i18next', 'react-router', 'dexie-react-hooks'] } },
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'sw/**/*.test.ts', 'workers/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
          // Two files at a time (vitest's default on two cores is one): 71 -> 45 s alone.
          maxWorkers: 2,
          // A CI machine runs these beside other jobs; timing goals live in bench/, not here.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          exclude: ['server/sync/model-*.test.ts', 'server/cluster/**', '**/node_modules/**'],
          environment: 'node',
          globalSetup: ['server/test/global-setup.ts'],
          // One database per file (a copy of the migrated template), two files at a time: many tests
          // wait on timers, sockets and mail, and a PGlite instance takes a few hundred MB.
          fileParallelism: true,
          maxWorkers: 2,
          // Files share their worker's loaded modules (each still opens its own database): a fresh
          // module graph per file was 190-240 s of a CI run's imports, now 15 s. No server test mocks a module.
          isolate: false,
          // A PDF of badges with every script's fonts has taken a minute beside another file on a busy machine.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // Server instances behind nginx on this machine's PostgreSQL (server/cluster).
          name: 'cluster',
          include: ['server/cluster/*.test.ts'],
          environment: 'node',
          testTimeout: 600_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          // The sync model test: its seeds split over two files that run side by side.
          name: 'model',
          include: ['server/sync/model-*.test.ts'],
          environment: 'node',
          globalSetup: ['server/test/global-setup.ts'],
          fileParallelism: true,
          maxWorkers: 2,
          testTimeout: 3_600_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});

#!/usr/bin/env node
/**
 * `npm test`: every check in turn (typecheck, lint, translations, unit, server, cluster, model,
 * build, size budgets, browser), stopping at the first failure, and a table of how long each stage
 * took at the end, so a slow CI run says where its minutes went.
 */
import { spawn } from 'node:child_process';

// The browser tests run on the build of the stage before them, whose sizes the budgets stage
// checks (budgets.json): `e2e:run` is `npm run e2e` without its own build.
// A group in brackets runs at once (checks that wait on nothing and on each other; each prints its
// output when it ends, so the log stays readable).
const STAGES = [['typecheck', 'lint', 'i18n:check'], 'test:unit', 'test:server', 'test:cluster', 'test:model', 'build', 'budgets', 'e2e:run'];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const times = [];
let failed = null;
const started = Date.now();

/** Runs `npm run <stage>`; with `quiet` its output is kept and printed when it ends. */
function run(stage, quiet) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    const child = spawn(npm, ['run', stage], { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    if (quiet) {
      child.stdout.on('data', (d) => (output += d));
      child.stderr.on('data', (d) => (output += d));
    }
    child.on('close', (code) => {
      if (quiet) process.stdout.write(`\n== npm run ${stage}\n${output}`);
      times.push([stage, (Date.now() - t0) / 1000]);
      resolve(code === 0);
    });
  });
}

for (const stage of STAGES) {
  const group = Array.isArray(stage) ? stage : [stage];
  if (group.length === 1) console.log(`\n== npm run ${group[0]}`);
  else console.log(`\n== at once: ${group.map((s) => `npm run ${s}`).join(', ')}`);
  const results = await Promise.all(group.map((s) => run(s, group.length > 1)));
  const bad = group.find((_, i) => !results[i]);
  if (bad) {
    failed = bad;
    break;
  }
}

console.log('\n== stage times');
for (const [stage, seconds] of times) console.log(`${stage.padEnd(14)} ${seconds.toFixed(0).padStart(5)} s`);
console.log(`${'total'.padEnd(14)} ${((Date.now() - started) / 1000).toFixed(0).padStart(5)} s`);
if (failed) {
  console.error(`\nnpm test failed at: ${failed}`);
  process.exit(1);
}

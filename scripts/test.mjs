// `npm test`: every check CI runs, in order, stopping at the first failure; ends with how long each step took.
import { spawnSync } from 'node:child_process';

// turbo runs the lint, typecheck and test tasks of all packages in one graph, as many at once as there are
// cores: a package's tests start while another one type-checks, so neither core waits for the slowest.
const steps = [
  ['lint, typecheck, unit and API tests', ['exec', '--', 'turbo', 'run', 'lint', 'lint:root', 'typecheck', 'test', '--concurrency=100%']],
  ['build', ['run', 'build']],
  ['end-to-end', ['run', 'test:e2e']],
];

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
const minutes = (ms) => `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;
const started = Date.now();
const done = [];
let failed;
for (const [name, args] of steps) {
  console.log(`\n=== npm test: ${name} ===`);
  const stepStarted = Date.now();
  const { status } = spawnSync('npm', args, { stdio: 'inherit', env: { TURBO_TELEMETRY_DISABLED: '1', ...process.env } });
  done.push([name, Date.now() - stepStarted]);
  if (status !== 0) {
    failed = name;
    break;
  }
}

console.log('\n=== npm test: durations ===');
for (const [name, ms] of done) console.log(`  ${name.padEnd(32)} ${seconds(ms)}`);
console.log(`  ${'total'.padEnd(32)} ${minutes(Date.now() - started)}${failed ? ` (stopped: ${failed} failed)` : ''}`);
process.exit(failed ? 1 : 0);

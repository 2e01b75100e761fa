// `npm run checks`: lint, type-check and unit tests side by side. None of them needs another's
// output, and each leaves part of a 2-core machine idle when run alone (one waits on files, one
// on a single thread), so together they finish sooner than one after another. Each one's output
// is printed whole when it ends, never interleaved; the exit status is the first failure's.
import { spawn } from 'node:child_process';

const scripts = ['lint', 'typecheck', 'test:unit'];

const run = (script) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', script], { env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' } });
    const output = [];
    child.stdout.on('data', (d) => output.push(d));
    child.stderr.on('data', (d) => output.push(d));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      process.stdout.write(`\n> ${script}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds} s\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code ?? 1);
    });
  });

const codes = await Promise.all(scripts.map(run));
process.exit(codes.find((c) => c !== 0) ?? 0);

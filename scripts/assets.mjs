// `npm run assets`: rebuilds the Chancellor's model (assets/chancellor.glb) from its sources in
// assets/chancellor/. Vite runs the TypeScript builder; the file is committed, and the unit tests
// fail while it is older than its sources.
import { writeFileSync } from 'node:fs';
import { runnerImport } from 'vite';

const { module } = await runnerImport('./assets/chancellor/build.ts');
const { MODEL_PATH } = (await runnerImport('./assets/chancellor/sourceHash.ts')).module;
const started = performance.now();
const bytes = await module.buildChancellor();
writeFileSync(MODEL_PATH, bytes);
console.log(`${MODEL_PATH}: ${bytes.length} bytes in ${Math.round(performance.now() - started)} ms`);

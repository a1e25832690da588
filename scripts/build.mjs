// npm run build: compiles the web client (vite.config.ts → dist/client) and the server (src/server/main.ts
// bundled into dist/server/main.js, run by plain `node`: no TypeScript at run time).
// npm start runs this with --if-changed first: each part is built again only when its inputs changed
// since its last build (their paths and contents hashed, the hash kept beside the build), so a start
// with nothing changed begins serving in a second or two.
//
// Plain JavaScript on purpose: `npm start` needs nothing but node to decide whether to build.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

// Always a production build, whoever calls it: a caller's NODE_ENV (vitest sets `test`) would
// otherwise give React's development build to the client that `npm start` then serves.
process.env.NODE_ENV = 'production';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');

/**
 * The server, bundled by Vite's server-side build (Rolldown): the path aliases and extensionless
 * imports of the sources are resolved here, and every package from node_modules stays an import that
 * node resolves at run time (nothing of theirs is copied). Runtime files are found from the project
 * folder (src/server/project-root.ts): drizzle/ for the migrations, dist/client for the web client.
 */
const serverConfig = {
  configFile: false,
  root,
  logLevel: 'warn',
  publicDir: false,
  resolve: { alias: { '@domain': path.join(root, 'src/domain') } },
  build: {
    ssr: 'src/server/main.ts',
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    sourcemap: true,
    copyPublicDir: false,
    rolldownOptions: { output: { format: 'es', entryFileNames: 'main.js', chunkFileNames: '[name]-[hash].js' } },
  },
};

const PARTS = {
  // Everything `vite build` reads for the client: its sources, the shared domain, the page, static files,
  // settings and dependencies.
  client: {
    inputs: [
      'src/web',
      'src/domain',
      'src/locales',
      'index.html',
      'public',
      'vite.config.ts',
      'tsconfig.json',
      'package-lock.json',
    ],
    output: path.join(dist, 'client', 'index.html'),
    hashFile: path.join(dist, 'client-build.hash'),
    build: () => build({ root, configFile: path.join(root, 'vite.config.ts') }),
  },
  server: {
    inputs: [
      'src/server',
      'src/domain',
      'src/locales',
      'index.html',
      'tsconfig.json',
      'package.json',
      'package-lock.json',
      'scripts/build.mjs',
    ],
    output: path.join(dist, 'server', 'main.js'),
    hashFile: path.join(dist, 'server-build.hash'),
    build: () => build(serverConfig),
  },
};

async function listFiles(relative) {
  const absolute = path.join(root, relative);
  if (!existsSync(absolute)) return [];
  const entries = await readdir(absolute, { withFileTypes: true }).catch(() => null);
  if (!entries) return [relative];
  const nested = await Promise.all(entries.map((entry) => listFiles(path.join(relative, entry.name))));
  return nested.flat();
}

async function hashInputs(inputs) {
  const files = (await Promise.all(inputs.map(listFiles))).flat().sort();
  const hash = createHash('sha256');
  hash.update(`mode=${process.env.NODE_ENV}\0`);
  for (const file of files) {
    // Forward slashes, so the hash is the same on every platform.
    hash.update(`${file.split(path.sep).join('/')}\0`);
    hash.update(await readFile(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

async function buildPart(name, part, onlyIfChanged) {
  const hash = await hashInputs(part.inputs);
  const stored = existsSync(part.hashFile) ? (await readFile(part.hashFile, 'utf8')).trim() : null;
  if (onlyIfChanged && stored === hash && existsSync(part.output)) {
    console.log(`${name}: up to date, not rebuilt`);
    return;
  }
  console.log(`${name}: building`);
  await part.build();
  await mkdir(dist, { recursive: true });
  await writeFile(part.hashFile, `${hash}\n`);
}

const onlyIfChanged = process.argv.includes('--if-changed');
// One after the other: the machine may have two cores, and each build uses them.
for (const [name, part] of Object.entries(PARTS)) await buildPart(name, part, onlyIfChanged);

#!/usr/bin/env node
// Counts the imports that run back up the layers of the API (docs/decisions/011-layers.md):
// infrastructure (lib, plugins, db) importing a module, packages/core importing app code, and a
// module reaching into another domain past that feature's index.ts or *.service.ts.
// Usage: node scripts/layer-imports.mjs [--list]; exits 1 when infrastructure imports a module.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const api = path.join(root, 'apps/api/src');
const core = path.join(root, 'packages/core/src');
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/g;

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function importsOf(file) {
  return [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((match) => match[1]);
}

/** Where an API file sits: its layer, and for a module its domain and feature. */
function place(file) {
  const [top, domain, feature] = path.relative(api, file).split(path.sep);
  if (top === 'modules') return { layer: 'modules', domain, feature };
  return { layer: top };
}

function isServiceApi(target) {
  const name = path.basename(target);
  return name === 'index' || name.endsWith('.service');
}

const found = {
  'infrastructure -> modules': [],
  'core -> app': [],
  'module -> other domain internals': [],
};

for (const file of sourceFiles(api)) {
  const from = place(file);
  for (const spec of importsOf(file)) {
    if (!spec.startsWith('.')) continue;
    const target = path.resolve(path.dirname(file), spec);
    if (!target.startsWith(api + path.sep)) continue;
    const to = place(`${target}.ts`);
    const line = `${path.relative(root, file)} -> ${spec}`;
    if (['lib', 'plugins', 'db'].includes(from.layer) && to.layer === 'modules') {
      found['infrastructure -> modules'].push(line);
    } else if (
      from.layer === 'modules' &&
      to.layer === 'modules' &&
      from.domain !== to.domain &&
      !isServiceApi(target)
    ) {
      found['module -> other domain internals'].push(line);
    }
  }
}
for (const file of sourceFiles(core)) {
  for (const spec of importsOf(file)) {
    const target = spec.startsWith('.') ? path.resolve(path.dirname(file), spec) : spec;
    if (target.includes(`${path.sep}apps${path.sep}`) || /^@stayfront\/(api|web)/.test(target)) {
      found['core -> app'].push(`${path.relative(root, file)} -> ${spec}`);
    }
  }
}

const list = process.argv.includes('--list');
for (const [kind, lines] of Object.entries(found)) {
  console.log(`${String(lines.length).padStart(4)}  ${kind}`);
  if (list) for (const line of lines) console.log(`        ${line}`);
}
process.exitCode = found['infrastructure -> modules'].length + found['core -> app'].length ? 1 : 0;

import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { ChunkingContext, CodeSplittingGroup } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';
import { compiledCatalogs } from './build/compiled-catalogs';

const srcDir = new URL('./src/', import.meta.url).pathname;

// Vendor code that changes rarely gets its own long-cached chunks; everything else (antd
// components included) is split along the lazy routes, so the guest entry only carries what the
// storefront frame uses.
const vendorGroups = [
  {
    name: 'react-vendor',
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
  },
  { name: 'query-vendor', test: /[\\/]node_modules[\\/]@tanstack[\\/]/ },
];

const STOREFRONT_ROUTE = `${srcDir}app/routes/storefront/index.tsx`;

// Index files that re-export a whole library or a feature's public part: everything past them is
// what the library offers, not what the store page uses (rolldown's tree-shaking keeps only that).
const BARREL =
  /([\\/]node_modules[\\/].+[\\/]index\.js|[\\/]packages[\\/]core[\\/]src[\\/]index\.ts|[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts)$/;

/**
 * What the store page's route imports beyond the entry, in one file. Left to rolldown, the modules
 * it shares with host routes (components, query keys...) become a dozen tiny chunks, each its own
 * request on a guest's first page; host pages that need one of them load this file instead.
 * The route module itself keeps its own chunk: the server finds the store page's files from its
 * entry in the build manifest.
 */
function storefrontRouteGroup(): CodeSplittingGroup {
  let routeModules: Set<string> | null = null;
  const collect = (ctx: ChunkingContext) => {
    const found = new Set<string>();
    const pending = [STOREFRONT_ROUTE];
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      if (found.has(id)) continue;
      found.add(id);
      const info = ctx.getModuleInfo(id);
      if (!info || BARREL.test(id)) continue;
      // Rolldown also lists a module's import() targets among its importedIds.
      const lazy = new Set(info.dynamicallyImportedIds);
      pending.push(...info.importedIds.filter((imported) => !lazy.has(imported)));
    }
    return found;
  };
  return {
    name(moduleId, ctx) {
      routeModules ??= collect(ctx);
      return moduleId !== STOREFRONT_ROUTE && !BARREL.test(moduleId) && routeModules.has(moduleId)
        ? 'storefront-shared'
        : null;
    },
  };
}

/**
 * antd's ConfigProvider imports the tooltip UniqueProvider (with the whole popup engine) although
 * it renders it only when `tooltip.unique` is set, which this app never does: that import is
 * answered with a lazy stand-in, taking ~10 KB gzip out of every first page.
 */
const lazyTooltipUniqueProvider: Plugin = {
  name: 'stayfront:lazy-tooltip-unique-provider',
  enforce: 'pre',
  resolveId(source, importer) {
    if (
      source === '../tooltip/UniqueProvider' &&
      importer &&
      /[\\/]antd[\\/]es[\\/]config-provider[\\/]index\.js$/.test(importer)
    ) {
      return `${srcDir}lib/antd/lazy-tooltip-unique-provider.tsx`;
    }
    return null;
  },
};

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy next to every text file of the build, compressed
 * once at their best level; the API's static file server picks the one the browser accepts
 * (plugins/spa.ts, `preCompressed`). Files under 1 KB are left alone.
 */
function precompress(): Plugin {
  let outDir = '';
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true })
      // .vite/ holds the build manifest, which no browser asks for.
      .filter((entry) => !entry.name.startsWith('.'))
      .flatMap((entry) =>
        entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
      );
  return {
    name: 'stayfront:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file) || statSync(file).size < 1024) continue;
        const content = readFileSync(file);
        const brotli = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY };
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: brotli }));
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), compiledCatalogs(), lazyTooltipUniqueProvider, precompress()],
  resolve: {
    alias: [{ find: /^@\//, replacement: srcDir }],
  },
  server: {
    port: 5173,
    proxy: {
      // No changeOrigin: the API's CSRF check accepts an Origin equal to the Host it receives.
      '/api': { target: 'http://127.0.0.1:3000' },
    },
  },
  preview: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000' } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The manifest tells the server which files a page needs (its preload hints).
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      treeshake: {
        // @stayfront/core is pure functions and constants, but its package.json does not say so
        // ("sideEffects": false): without this its zod schemas (and zod) land in the guest entry.
        moduleSideEffects: (id) =>
          /[\\/]packages[\\/]core[\\/]src[\\/]/.test(id) ? false : undefined,
      },
      output: {
        codeSplitting: {
          groups: [
            ...vendorGroups.map((group, index) => ({ ...group, priority: 20 - index })),
            // What the entry imports statically loads with it anyway: one file, not one per
            // module that a lazy route shares.
            { name: 'app', tags: ['$initial'], priority: 10 },
            { ...storefrontRouteGroup(), priority: 5 },
          ],
        },
      },
    },
  },
});

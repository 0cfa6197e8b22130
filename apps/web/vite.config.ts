import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const srcDir = new URL('./src/', import.meta.url).pathname;

// Vendor code that changes rarely gets its own long-cached chunks; everything else (antd
// components included) is split by rolldown along the lazy routes, so the guest entry only
// carries what the storefront frame uses.
const vendorGroups = [
  {
    name: 'react-vendor',
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
  },
  { name: 'query-vendor', test: /[\\/]node_modules[\\/]@tanstack[\\/]/ },
];

export default defineConfig({
  plugins: [react()],
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
    // The manifest tells the bundle-size benchmark which files a page needs.
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
          groups: vendorGroups.map((group, index) => ({ ...group, priority: 20 - index })),
        },
      },
    },
  },
});

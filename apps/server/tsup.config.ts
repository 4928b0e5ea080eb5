import { cpSync } from 'node:fs';
import { defineConfig } from 'tsup';

export default defineConfig({
  // The server, and the staff command (`npm run staff`), which a production machine runs too.
  entry: { server: 'src/server.ts', 'cli/staff': 'src/cli/staff.ts' },
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  // The contract is TypeScript source: bundle it; other packages stay in node_modules.
  noExternal: ['@storefront/contract'],
  onSuccess: async () => {
    cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
  },
});

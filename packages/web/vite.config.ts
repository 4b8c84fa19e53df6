import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

const server = 'http://localhost:8787';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: {
    proxy: {
      '/api/ws': { target: server, ws: true },
      '/api': server,
      '/auth': server,
      '/dev': server,
      '/billing': server,
    },
  },
  build: { sourcemap: false, chunkSizeWarningLimit: 1200 },
});

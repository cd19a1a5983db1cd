/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The site calls /api on its own origin; in development and preview that is the gateway.
const proxy = { '/api': process.env.GATEWAY_URL ?? 'http://localhost:5000' };

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    css: false,
    // MUI inputs typed into through user-event are slow in jsdom on a busy 2-core machine.
    testTimeout: 30_000,
  },
});

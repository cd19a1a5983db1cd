import { mergeConfig } from 'vite';
import site from './vite.config.ts';

/**
 * The staff console's build (`vite build -c vite.console.config.ts`, after the site's): the
 * same settings, its own entry (console.html, src/console-main.tsx) and manifest, into the same
 * folder. Apart from the site's, its first screens load one entry holding React, MUI, the
 * store and the console's frame, instead of the site's entry and the many small chunks the
 * site's pages and the console would share.
 */
export default mergeConfig(site, {
  build: {
    emptyOutDir: false,
    manifest: '.vite/console-manifest.json',
    // The entry holds the console's first screens whole, by design: bench:web's per-page budget
    // is what bounds it, not the bundler's general warning.
    chunkSizeWarningLimit: 600,
    rolldownOptions: { input: 'console.html' },
  },
});

import createCache from '@emotion/cache';

/**
 * One Emotion cache for MUI's styles. The prerender extracts the styles a page used from it,
 * and the browser's cache, with the same key, adopts those style tags instead of adding them
 * again when it hydrates.
 */
export const createEmotionCache = () => createCache({ key: 'css' });

/**
 * Plain patterns, free of zod, so a page that needs only a pattern does not load the schemas.
 * "text, @, text, dot, text": the email shape the spec asks for, the same in browser and server.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

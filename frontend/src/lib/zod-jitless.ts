// zod compiles object parsers with `new Function` when it may, and finds out whether it may by
// calling it: an eval, which the site's Content Security Policy refuses and reports as a
// violation even though zod catches the error. Its `jitless` setting skips the probe. zod keeps
// its settings on this global and decides when a schema is built, so main.tsx sets it before
// any module is loaded; setting it here rather than through `config()` from zod keeps zod's
// core out of the entry chunk of pages without a form. zod-jitless.test.ts checks that zod
// still reads it.
(globalThis as { __zod_globalConfig?: object }).__zod_globalConfig = { jitless: true };

export {};

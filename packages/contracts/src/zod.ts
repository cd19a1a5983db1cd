import { config } from 'zod/mini';
import { en } from 'zod/locales';

// zod/mini leaves its own messages (a wrong type, a bound given without a message) blank until a
// locale is set, where classic zod sets English as it builds its first schema: the contracts set
// it the same way, so every layer answers the same messages whichever build it loads.
if (!config().localeError) config(en());

export { z } from 'zod/mini';

import './zod-jitless';
import { expect, it, vi } from 'vitest';
import { z } from 'zod/mini';

it('turns zod jitless before any schema is built: no eval for the CSP to refuse', () => {
  expect(z.config().jitless).toBe(true);
  const compile = vi.spyOn(globalThis, 'Function');
  z.object({ name: z.string() }).parse({ name: 'Asha' });
  expect(compile).not.toHaveBeenCalled();
});

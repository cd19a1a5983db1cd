import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy/waitFor wait for a condition, not a duration: on a busy 2-core CI machine a screen can
// take longer than the default second to settle, which is no failure of the screen.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());

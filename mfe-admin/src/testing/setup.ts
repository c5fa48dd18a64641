import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);
// findBy/waitFor give up after 1 s by default, which a loaded machine can exceed; they return as soon as the condition holds.
configure({ asyncUtilTimeout: 10_000 });

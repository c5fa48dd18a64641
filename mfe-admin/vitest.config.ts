import { appTestConfig } from '@app/config/vitest';

export default appTestConfig({ environment: 'jsdom', setupFiles: ['./src/testing/setup.ts'] });

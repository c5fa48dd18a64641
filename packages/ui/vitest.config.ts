import { appTestConfig } from '@app/config/vitest';

// Component tests choose jsdom per file.
export default appTestConfig();

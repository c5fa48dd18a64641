import { test as base } from '@playwright/test';
import { mainUrl } from './servers';

/** Playwright's test, with each worker on its own app (support/servers.ts). Specs import test and expect from here. */
export const test = base.extend({
  // Playwright's fixture signature: no fixtures needed, `provide` hands the value to the test.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, provide, testInfo) => provide(mainUrl(testInfo.parallelIndex)),
});
export { expect } from '@playwright/test';

/** Types of pageVisibility.mjs, for the end-to-end tests. */
import type { Page } from '@playwright/test';

export declare function installVisibilitySwitch(page: Page): Promise<void>;
export declare function setPageHidden(page: Page, hidden: boolean): Promise<void>;

import type * as Registry from './index';
import { loadOnce } from './loadOnce';

export type ConnectorRegistry = typeof Registry;

/** The connector registry, `import()`ed on the listeners' first need of it. */
export const loadConnectors = loadOnce((): Promise<ConnectorRegistry> => import('./index'));

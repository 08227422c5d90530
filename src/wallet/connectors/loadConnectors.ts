import type * as Registry from './index';
import { loadOnce } from './loadOnce';

export type ConnectorRegistry = typeof Registry;

/**
 * The connector registry (`index.ts`: every wallet's connector, the wallet catalogue, the Local
 * Dev Wallet's provider), `import()`ed by the listeners on first need: a connect, a disconnect,
 * the restore of a saved connection, the detection of the installed wallets for the connect
 * dialog. A visitor who does none of these never downloads it. A failed load is tried again on
 * the next need.
 */
export const loadConnectors = loadOnce((): Promise<ConnectorRegistry> => import('./index'));

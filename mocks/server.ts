/** The MSW server for node (vitest): starts with no handlers; tests add the chain they need. */
import { setupServer } from 'msw/node';

export const server = setupServer();

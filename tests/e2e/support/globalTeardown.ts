import { stopRecordedServers } from './serverPids';
import { E2E_SERVERS_FILE } from './servers';

/** Stops, by pid, the servers the global setup started. */
export default function globalTeardown(): Promise<void> {
  return stopRecordedServers(E2E_SERVERS_FILE);
}

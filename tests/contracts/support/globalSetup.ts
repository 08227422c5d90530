import { startAnvil } from './anvil';

/** One anvil for the whole contract test run, stopped by its pid at the end. */
export default async function setup(): Promise<() => Promise<void>> {
  const anvil = await startAnvil();
  console.log(
    `anvil (pid ${anvil.pid}) answered on ${anvil.rpcUrl} after ${Math.round(anvil.startMs)} ms`,
  );
  return anvil.stop;
}

/**
 * `encodeFunctionData` and `decodeFunctionResult` for the page reads (`multicall.ts`), with
 * viem's signatures and answers. viem's own pair finds a function through its ABI-item matcher
 * and hashes its signature through abitype's formatter, which brings abitype's human-readable
 * ABI parser along (≈ 4 KiB of gzip) to every page that reads a chain; the hub's read ABIs are
 * JSON items whose functions are told apart by name (or, overloaded, by their number of
 * arguments), so a lookup and a signature of a few lines do. The parameters themselves are
 * encoded and decoded by viem.
 */
import {
  decodeAbiParameters,
  encodeAbiParameters,
  keccak256,
  stringToBytes,
  type AbiFunction,
  type AbiParameter,
  type Hex,
  type decodeFunctionResult as viemDecodeFunctionResult,
  type encodeFunctionData as viemEncodeFunctionData,
} from 'viem';

interface FunctionCall {
  abi: readonly unknown[];
  functionName?: string;
  args?: readonly unknown[];
}

/** The ABI's function named `functionName`: the only one, or the only one taking `args`. */
function findFunction({ abi, functionName, args }: FunctionCall): AbiFunction {
  const named = (abi as readonly { type?: unknown; name?: unknown }[]).filter(
    (item) => item.type === 'function' && item.name === functionName,
  ) as AbiFunction[];
  if (named.length === 1) return named[0]!;
  const byArity = named.filter((item) => item.inputs.length === (args?.length ?? 0));
  if (byArity.length === 1) return byArity[0]!;
  throw new Error(
    named.length === 0
      ? `The ABI has no function "${String(functionName)}".`
      : `The ABI has ${named.length} functions "${String(functionName)}" taking ${args?.length ?? 0} arguments.`,
  );
}

/** A parameter's canonical type: a tuple as its components' types in parentheses. */
function canonicalType(parameter: AbiParameter): string {
  if (!parameter.type.startsWith('tuple')) return parameter.type;
  const { components } = parameter as AbiParameter & { components: readonly AbiParameter[] };
  return `(${components.map(canonicalType).join(',')})${parameter.type.slice('tuple'.length)}`;
}

const selectors = new WeakMap<AbiFunction, Hex>();

/** The function's 4-byte selector: the start of the Keccak-256 of its canonical signature. */
export function functionSelector(item: AbiFunction): Hex {
  let selector = selectors.get(item);
  if (selector === undefined) {
    const signature = `${item.name}(${item.inputs.map(canonicalType).join(',')})`;
    selector = keccak256(stringToBytes(signature)).slice(0, 10) as Hex;
    selectors.set(item, selector);
  }
  return selector;
}

/** The call data of `functionName(args)`: its selector, then the arguments ABI-encoded. */
export const encodeFunctionData = ((call: FunctionCall): Hex => {
  const item = findFunction(call);
  const encoded = encodeAbiParameters(item.inputs, call.args ?? []);
  return `${functionSelector(item)}${encoded.slice(2)}`;
}) as typeof viemEncodeFunctionData;

/**
 * The decoded answer of `functionName`: its one output, the list of its outputs when it has
 * several, `undefined` when it has none (as viem's). Empty data for outputs throws.
 */
export const decodeFunctionResult = ((call: FunctionCall & { data: Hex }): unknown => {
  const values = decodeAbiParameters(findFunction(call).outputs, call.data);
  if (values.length > 1) return values;
  return values.length === 1 ? values[0] : undefined;
}) as typeof viemDecodeFunctionResult;

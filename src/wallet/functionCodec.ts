/**
 * viem's `encodeFunctionData` and `decodeFunctionResult` for the page reads, without abitype's
 * human-readable ABI parser (≈ 4 KiB of gzip) that viem's ABI-item matcher and signature
 * formatter bring: the hub's read ABIs tell functions apart by name (or number of arguments).
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

/** The first 4 bytes of the Keccak-256 of its canonical signature. */
export function functionSelector(item: AbiFunction): Hex {
  let selector = selectors.get(item);
  if (selector === undefined) {
    const signature = `${item.name}(${item.inputs.map(canonicalType).join(',')})`;
    selector = keccak256(stringToBytes(signature)).slice(0, 10) as Hex;
    selectors.set(item, selector);
  }
  return selector;
}

export const encodeFunctionData = ((call: FunctionCall): Hex => {
  const item = findFunction(call);
  const encoded = encodeAbiParameters(item.inputs, call.args ?? []);
  return `${functionSelector(item)}${encoded.slice(2)}`;
}) as typeof viemEncodeFunctionData;

/** As viem's: one output, a list of several, `undefined` for none; empty data throws. */
export const decodeFunctionResult = ((call: FunctionCall & { data: Hex }): unknown => {
  const values = decodeAbiParameters(findFunction(call).outputs, call.data);
  if (values.length > 1) return values;
  return values.length === 1 ? values[0] : undefined;
}) as typeof viemDecodeFunctionResult;

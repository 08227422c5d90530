import { UserRejectedRequestError as ViemUserRejectedRequestError, BaseError } from 'viem';
import { describe, expect, it } from 'vitest';
import { UserRejectedRequestError, isUserRejection, toWalletError } from '@/wallet/errors';

describe('user rejection: one test for every layer', () => {
  it.each([
    ['an EIP-1193 4001', { code: 4001, message: 'User rejected' }],
    ['a 4001 inside data.originalError', { code: -32603, data: { originalError: { code: 4001 } } }],
    ['our own rejection', new UserRejectedRequestError()],
    ['our rejection, serialized', { code: 'USER_REJECTED', message: 'x' }],
    [
      "viem's rejection wrapped in a viem error",
      new BaseError('write failed', { cause: new ViemUserRejectedRequestError(new Error('no')) }),
    ],
  ])('behavior: %s is a rejection', (_case, error) => {
    expect(isUserRejection(error)).toBe(true);
    expect(toWalletError(error).code).toBe('USER_REJECTED');
  });

  it.each([
    ['a -32002', { code: -32002 }],
    ['a plain error', new Error('boom')],
    ['a string', '4001'],
    ['nothing', undefined],
  ])('behavior: %s is not a rejection', (_case, error) => {
    expect(isUserRejection(error)).toBe(false);
  });
});

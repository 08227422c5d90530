// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { activityRows } from '@/features/history/activity';
import { ACTIVITY } from './indexerMock';

describe('the activity’s rows', () => {
  it('behavior: the claim an unstake makes in its own transaction is not listed again; other claims are', () => {
    expect(ACTIVITY.map((item) => `${item.kind}:${item.id}`)).toEqual([
      'mint:14.0',
      'unstake:13.1',
      'claim:13.0',
      'claim:12.0',
      'stake:11.0',
    ]);
    expect(activityRows(ACTIVITY).map((item) => `${item.kind}:${item.id}`)).toEqual([
      'mint:14.0',
      'unstake:13.1',
      'claim:12.0',
      'stake:11.0',
    ]);
  });
});

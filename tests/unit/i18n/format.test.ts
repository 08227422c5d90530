import { afterEach, describe, expect, it, vi } from 'vitest';
import { abbreviateAmount } from '@/features/connection/format';
import {
  formatApr,
  formatCountdown,
  formatToken,
  formatTokenAmount,
} from '@/features/onchain/format';
import { listChainNames } from '@/features/onchain/addresses';
import { bearCount } from '@/features/mint/format';
import type { HubChain } from '@/config/chains';
import { prepareNumberFormatting } from '@/i18n/format';
import { activateLocale } from '@/i18n/runtime';
import { WALLET_ERROR_MESSAGES, SwitchChainError } from '@/wallet/errors';

afterEach(() => activateLocale('en', { remember: false }));

const chainsNamed = (...names: string[]) => names.map((name) => ({ name }) as HubChain);

describe('formatting per locale', () => {
  it('contract: the start pays the number formatting setup, so the first amount shown builds no formatter', async () => {
    // No other test of this file formats in Chinese: its separators are not known yet.
    await activateLocale('zh-CN', { remember: false });
    const Real = Intl.NumberFormat;
    const formatters = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof Real>
    ) {
      return new Real(...args);
    } as typeof Real);
    prepareNumberFormatting();
    expect(formatters).toHaveBeenCalledTimes(1);
    expect(formatTokenAmount(1_234_567_500_000_000_000_000_000n, 18, 4)).toBe('1,234,567.5');
    expect(formatters).toHaveBeenCalledTimes(1);
  });

  it('behavior: token amounts keep their exact digits with the locale separators', async () => {
    expect(
      formatToken(1_234_567_500_000_000_000_000_000n, { symbol: 'BHT', decimals: 18 }, 4),
    ).toBe('1,234,567.5 BHT');
    await activateLocale('fr');
    expect(formatTokenAmount(1_234_567_500_000_000_000_000_000n, 18, 4)).toMatch(
      /^1\s234\s567,5$/u,
    );
    await activateLocale('es');
    expect(formatTokenAmount(1_234_567_500_000_000_000_000_000n, 18, 4)).toBe('1.234.567,5');
    await activateLocale('ar');
    // Arabic keeps Latin digits (and, with them, CLDR's Western separators).
    expect(formatTokenAmount(1_234_567_500_000_000_000_000_000n, 18, 4)).toBe('1,234,567.5');
  });

  it('behavior: the k/m/b/t abbreviation follows the locale', async () => {
    expect(abbreviateAmount('1234.5')).toBe('1.2k');
    expect(abbreviateAmount('2500000')).toBe('2.5m');
    expect(abbreviateAmount('0.00001')).toBe('<0.0001');
    await activateLocale('fr');
    expect(abbreviateAmount('2500000')).toBe('2,5 M');
    await activateLocale('zh-CN');
    expect(abbreviateAmount('3100000000')).toBe('3.1十亿');
    await activateLocale('ar');
    expect(abbreviateAmount('1234.5')).toBe('1.2 ألف');
  });

  it('behavior: rates, countdowns, lists and counts are phrased per locale', async () => {
    expect(formatApr(2500)).toBe('25 %');
    expect(formatCountdown(3 * 86_400 + 5)).toBe('3d 0h 0m 5s');
    expect(listChainNames(chainsNamed('Ethereum', 'Polygon', 'Zora'))).toBe(
      'Ethereum, Polygon and Zora',
    );
    expect(bearCount(1)).toBe('1 bear');
    expect(bearCount(3n)).toBe('3 bears');
    await activateLocale('es');
    expect(listChainNames(chainsNamed('Ethereum', 'Polygon'))).toBe('Ethereum y Polygon');
    expect(bearCount(3)).toBe('3 osos');
    await activateLocale('zh-CN');
    expect(formatApr(350)).toBe('3.5%');
    expect(formatCountdown(65)).toBe('1分 5秒');
  });

  it('behavior: the error catalogue keeps the specification’s English and is translated elsewhere', async () => {
    expect(WALLET_ERROR_MESSAGES.wrongNetwork).toBe(
      'Wrong network detected, switch or disconnect to continue.',
    );
    expect(new SwitchChainError('Polygon').message).toBe(
      'Could not switch your wallet to Polygon. Please retry, or switch from within your wallet.',
    );
    await activateLocale('es');
    expect(WALLET_ERROR_MESSAGES.wrongNetwork).toBe(
      'Red incorrecta detectada: cambia de red o desconéctate para continuar.',
    );
    expect(new SwitchChainError('Polygon').message).toContain('Polygon');
    expect(new SwitchChainError('Polygon').code).toBe('SWITCH_CHAIN_FAILED');
  });
});

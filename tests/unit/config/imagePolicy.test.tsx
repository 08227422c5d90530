import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from '@/components/ui/Avatar';
import { buildChains, ETHEREUM, SEPOLIA } from '@/config/chains';
import { contentSecurityPolicy } from '../../../scripts/build/securityHeaders';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

/** The img-src values of the policy. */
function imageSources(policy: string): string[] {
  const directive = policy.split('; ').find((part) => part.startsWith('img-src '));
  return directive!.split(' ').slice(1);
}

describe('where the hub loads images from', () => {
  it('behavior: img-src is this origin, data: (on-chain bears, wallet and chain marks) and https: for ENS avatars; no blob:', () => {
    const chains = buildChains({ enableTestnets: true, localRpcUrl: undefined });
    expect(imageSources(contentSecurityPolicy({ chains }))).toEqual(["'self'", 'data:', 'https:']);
  });

  it('behavior: without a chain that has ENS there are no avatars: img-src names only the assets host', () => {
    const policy = contentSecurityPolicy({
      chains: [SEPOLIA],
      assetsBaseUrl: 'https://assets.bear.example/hub',
    });
    expect(imageSources(policy)).toEqual(["'self'", 'data:', 'https://assets.bear.example']);
    expect(ETHEREUM.hasEns).toBe(true);
  });

  it('behavior: an ENS avatar loads without a Referer, so its host does not learn the hub', () => {
    const { container } = render(
      <Avatar address={ADDRESS} ensAvatar="https://avatars.example/alice.png" />,
    );
    const image = container.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('https://avatars.example/alice.png');
    expect(image.getAttribute('referrerpolicy')).toBe('no-referrer');
  });

  it('behavior: an ENS avatar that does not load gives way to the generated one', () => {
    const { container } = render(
      <Avatar address={ADDRESS} ensAvatar="https://avatars.example/missing.png" />,
    );
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.avatar__generated')).not.toBeNull();
  });
});

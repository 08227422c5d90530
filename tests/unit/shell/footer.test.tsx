import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LINKS } from '@/config/links';
import { renderApp } from '../../support/renderApp';

describe('footer', () => {
  it('behavior: links to the group home, technologies home and docs open in a new tab', () => {
    renderApp('/');
    const nav = screen.getByRole('navigation', { name: 'Project sites' });
    const expected = [
      [/Group home/, DEFAULT_LINKS.groupHome],
      [/Technologies/, DEFAULT_LINKS.technologiesHome],
      [/Documentation/, DEFAULT_LINKS.docs],
    ] as const;
    for (const [name, href] of expected) {
      const link = within(nav).getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('behavior: shows the four notices', () => {
    renderApp('/');
    const notices = within(screen.getByRole('list', { name: 'Notices' })).getAllByRole('listitem');
    expect(notices.map((item) => item.textContent)).toEqual([
      'The Bear character trademarks are under application approval.',
      'The storylines and copy are protected by international copyright.',
      'Innovation patent granted.',
      'Design registration granted.',
    ]);
  });
});

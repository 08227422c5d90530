import { waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * Presses a button once it can be used, as a visitor does: a write's button waits for its fee
 * estimate and preview (`useIntent`'s `previewing`), so a press right after typing would land on
 * a disabled button and do nothing.
 */
export async function press(user: UserEvent, button: HTMLElement | Promise<HTMLElement>) {
  const element = await button;
  await waitFor(() => expect(element).toBeEnabled());
  await user.click(element);
}

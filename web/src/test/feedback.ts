import { within } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Asserts that `text` is shown beside `button` (in the row that holds it, where the person who pressed it is
 * looking) and inside a live region, so that a screen reader announces it; returns the message's element.
 */
export function expectFeedbackBeside(button: HTMLElement, text: string): HTMLElement {
  const row = button.parentElement!;
  const message = within(row).getByText(text);
  const live = message.closest('[aria-live]');
  expect(live, `'${text}' is not in a live region`).not.toBeNull();
  expect(row.contains(live), `'${text}' is not beside the button '${button.textContent}'`).toBe(true);
  return message;
}

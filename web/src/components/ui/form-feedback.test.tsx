import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormFeedback } from './form-feedback';

describe('FormFeedback', () => {
  it('shows the message beside the buttons in a live region, an error as an alert, a success as a status', () => {
    const { rerender } = render(
      <FormFeedback error="Please select course and date">
        <button type="submit">Submit</button>
      </FormFeedback>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Please select course and date');
    expect(alert.closest('[aria-live]')?.parentElement).toBe(screen.getByRole('button').parentElement);
    rerender(
      <FormFeedback success="Class Scheduled Successfully!">
        <button type="submit">Submit</button>
      </FormFeedback>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Class Scheduled Successfully!');
  });

  it('brings a new message into view, and only when one appears', () => {
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    const { rerender } = render(<FormFeedback />);
    expect(scroll).not.toHaveBeenCalled();
    rerender(<FormFeedback success="Profile updated successfully!" />);
    expect(scroll).toHaveBeenCalledWith({ block: 'nearest' });
    rerender(<FormFeedback success="Profile updated successfully!" />);
    expect(scroll).toHaveBeenCalledTimes(1);
  });

  it('floating, holds the message in view (fixed) without scrolling the page', () => {
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    render(<FormFeedback floating success="Announcement deleted successfully!" />);
    const status = screen.getByRole('status');
    expect(status.closest('[aria-live]')?.className).toContain('fixed');
    expect(scroll).not.toHaveBeenCalled();
  });
});

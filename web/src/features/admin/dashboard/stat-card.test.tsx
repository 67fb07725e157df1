import { render, screen } from '@testing-library/react';
import { Users } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { StatCard } from './stat-card';

describe("a dashboard figure's card", () => {
  const card = (added: number | undefined) =>
    render(
      <StatCard
        label="Faculty"
        counts="approved teachers"
        value={12}
        added={added}
        trendMeaningId="m"
        icon={Users}
      />,
    );

  it('says how many arrived in the last month', () => {
    card(3);
    expect(screen.getByText('+3 from last month')).toBeTruthy();
  });

  it('reads +0 when the answer has no such figure, never +undefined', () => {
    card(undefined);
    expect(screen.getByText('+0 from last month')).toBeTruthy();
    expect(screen.queryByText(/undefined/)).toBeNull();
  });
});

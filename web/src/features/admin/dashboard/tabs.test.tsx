import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { I18nProvider, type Locale } from '../../../lib/i18n';
import { Tabs } from './tabs';

const TABS = [
  { key: 'first', label: 'First' },
  { key: 'second', label: 'Second' },
  { key: 'third', label: 'Third' },
] as const;

function Dashboard() {
  const [selected, setSelected] = useState<(typeof TABS)[number]['key']>('first');
  return (
    <Tabs label="Dashboard" tabs={TABS} selected={selected} onSelect={setSelected}>
      {selected}
    </Tabs>
  );
}

async function pressFromFirst(locale: Locale, key: string) {
  const user = userEvent.setup();
  render(
    <I18nProvider locale={locale}>
      <Dashboard />
    </I18nProvider>,
  );
  screen.getByRole('tab', { name: 'First' }).focus();
  await user.keyboard(key);
  return screen.getByRole('tab', { selected: true }).textContent;
}

describe('the dashboard tabs by arrow keys', () => {
  it('left to right, the right arrow moves to the next tab', async () => {
    expect(await pressFromFirst('en', '{ArrowRight}')).toBe('Second');
  });

  it('in Urdu, right to left, the left arrow moves to the next tab and the right arrow to the previous', async () => {
    expect(await pressFromFirst('ur', '{ArrowLeft}')).toBe('Second');
  });

  it('in Urdu the right arrow from the first tab wraps to the last', async () => {
    expect(await pressFromFirst('ur', '{ArrowRight}')).toBe('Third');
  });
});

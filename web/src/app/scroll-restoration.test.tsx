import { act, render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { ScrollRestoration } from './scroll-restoration';

let navigate: NavigateFunction;
function Page() {
  const go = useNavigate();
  useLayoutEffect(() => {
    navigate = go;
  });
  return <ScrollRestoration />;
}

const scrollTo = async (y: number) => {
  await act(async () => {
    window.scrollTo(0, y);
    window.dispatchEvent(new Event('scroll'));
  });
};

describe('scroll position across pages', () => {
  beforeEach(() => {
    document.body.style.height = '10000px';
  });

  it('a new page starts at its top, and Back returns to where the reader was', async () => {
    render(
      <MemoryRouter initialEntries={['/student/grades']}>
        <Page />
      </MemoryRouter>,
    );
    await scrollTo(1200);
    await act(() => navigate('/student/attendance'));
    expect(window.scrollY).toBe(0);
    await scrollTo(300);
    await act(() => navigate(-1));
    expect(window.scrollY).toBe(1200);
    await act(() => navigate(1));
    expect(window.scrollY).toBe(300);
  });
});

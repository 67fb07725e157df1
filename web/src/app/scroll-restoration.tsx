import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Where each visited entry of this tab's history was scrolled to, by its location key. */
const positions = new Map<string, number>();

/**
 * A new page starts at its top (or at its #fragment); Back and Forward return to where the reader was. The
 * declarative router has no `<ScrollRestoration>` of its own (that one needs a data router).
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);

  // Kept up to date while the reader scrolls: by the time the next page renders, the old one is gone.
  useEffect(() => {
    const remember = () => positions.set(location.key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [location.key]);

  useLayoutEffect(() => {
    if (navigationType === 'POP') {
      const saved = positions.get(location.key);
      if (saved !== undefined) {
        window.scrollTo(0, saved);
        return;
      }
    }
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);

  return null;
}

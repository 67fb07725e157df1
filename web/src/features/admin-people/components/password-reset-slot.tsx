import { lazy, Suspense } from 'react';
import type { User } from '@contract/auth';
import { loadAreaStrings } from '../../../lib/i18n/languages';

/**
 * The password card loads after the person's page is shown, with its strings: it sits at the foot of the page
 * and is used rarely, so the first visit to the admin's people pages does not carry it.
 */
const PasswordResetCard = lazy(() =>
  Promise.all([loadAreaStrings('account'), import('./password-reset-card')]).then(([, module]) => ({
    default: module.PasswordResetCard,
  })),
);

export function PasswordResetSlot({ person }: { person: User }) {
  return (
    <Suspense fallback={null}>
      <PasswordResetCard person={person} />
    </Suspense>
  );
}

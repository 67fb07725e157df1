/**
 * An account given a temporary password by an admin may do nothing but change it: the auth guard refuses every
 * other signed-in route with 403 and the code PASSWORD_CHANGE_REQUIRED, which the web app answers by showing
 * its change-password screen (docs/decisions/0017-accounts-can-be-recovered.md).
 */
import { ACCOUNT_MESSAGES } from '../../../contract/account-messages';
import { PASSWORD_CHANGE_REQUIRED } from '../../../contract/password-reset';
import { HttpError } from '../lib/http-error';

/** What the change-password screen needs: who is signed in, the change itself, the language, signing out. */
const ALLOWED = new Set([
  'GET /api/auth/me',
  'POST /api/auth/change-password',
  'PUT /api/auth/preferences',
  'POST /api/auth/logout',
]);

export const mayUseWhilePasswordMustChange = (method: string, routeUrl: string | undefined) =>
  ALLOWED.has(`${method} ${routeUrl ?? ''}`);

export const passwordChangeRequired = () =>
  new HttpError(403, ACCOUNT_MESSAGES.passwordChangeRequired, undefined, {}, PASSWORD_CHANGE_REQUIRED);

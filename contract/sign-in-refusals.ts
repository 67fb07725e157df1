/**
 * The login refusal of a rejected account (403, the specification's 'Your registration was not approved.'):
 * its stable code, and `params.reason`, the reason the admin gave, when one was given (user text).
 */
export const ACCOUNT_REJECTED = 'account-rejected';

/** Moments on the college's clocks (contract/college-clock.ts), and how the server writes them in messages. */
export { collegeMoment, collegeTimeOfDay, collegeToday } from '../../../../contract/college-clock';

export { sessionTimeParams } from '../../../../contract/session-time';

/** The sentences of terms: the college's calendar, starting and closing a term (messages-ur.ts has their Urdu). */
export const TERM_MESSAGES = {
  'term.overlaps': '{name} ({first} to {last}) overlaps {other} ({otherFirst} to {otherLast})',
  'term.datesOrder': 'The last day must not be before the first day',
  'term.notFound': 'Term not found',
  'term.closed': '{name} is closed: its records can no longer be changed',
  'term.startBusy': '{name} is being started by someone else; try again in a moment',
  'term.notEndedYet': '{name} has not ended yet: it can be closed after {last}',
  'term.alreadyClosed': '{name} is already closed',
  'term.holdBackNotStudent': 'Only students can be held back: {id} is not a student',
  'term.dateOutsideTerm': '{date} is not in {name} ({first} to {last})',
  'term.nameTaken': 'There is already a term called {name}',
  'term.warnNoTeacher': '{course} has no teacher',
  'term.warnClash': '{teacher} would teach {course} and {other} at the same time ({time})',
  'term.warnHeldBack': '{name} ({studentId}) is held back in semester {semester}',
  'term.betweenTerms': '{name} ended on {last} and no next term has started',
  'term.auditCreated': '{name} added to the calendar ({first} to {last})',
  'term.auditUpdated': '{name} changed: {fields}',
  'term.auditStarted':
    '{name} started: {offerings} courses offered, {promotions} students promoted, {enrollments} enrolments',
  'term.auditClosed': '{name} closed: its results and attendance are read-only',
  'term.auditMaterialsCopied': '{count} materials of {course} copied from {from}',
} as const;

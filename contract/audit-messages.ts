/**
 * The audit trail's one-line summaries (admin audit page), as codes of the message catalogue: stored with the
 * entry as code + parameters and shown in the reader's language
 * (docs/decisions/0027-messages-travel-as-codes.md).
 * `{label}` is a role's English title, `{fields}` the names of the changed fields as stored, `{from}`,
 * `{to}` and `{status}` an attendance status as stored.
 */
const SESSIONS = '{n, plural, one {# active session} other {# active sessions}} ended';

export const AUDIT_MESSAGES = {
  'audit.accountCreated': '{label} account created: {name}',
  'audit.registrationApproved': '{label} registration approved: {name}',
  'audit.registrationRejected': '{label} registration rejected: {name}',
  'audit.personUpdated': '{label} updated: {name} ({fields})',
  'audit.reactivated': '{label} account reactivated: {name}',
  'audit.deactivated': `{label} account deactivated: {name} (${SESSIONS})`,
  'audit.signedOutEverywhere': `{label} signed out everywhere: {name} (${SESSIONS})`,
  'audit.passwordResetByLink': `{label} password reset with an e-mailed link: {name} (${SESSIONS})`,
  'audit.temporaryPassword': `{label} given a temporary password: {name} (${SESSIONS})`,
  'audit.passwordResetOnServer': `Admin password reset on the server (create-admin): {name} (${SESSIONS})`,
  'audit.resetLinkSent': '{label} sent a password reset link: {name}',
  'audit.slowdownLifted': 'Sign-in slow-down lifted: {name}',
  'audit.enrolled': 'Enrolled {name} in {course}',
  'audit.dropped': "Dropped {course} from {name}'s courses",
  'audit.examPermitted': 'Exam permission for {name} in {course}',
  'audit.examPermissionWithdrawn': 'Exam permission withdrawn for {name} in {course}',
  'audit.transcriptIssued': 'Transcript issued for {name}',
  'audit.admissionsUpdated': 'Admissions {year} updated',
  'audit.collegeUpdated': 'College details updated ({fields})',
  'audit.courseUpdated': 'Course updated: {course} ({fields})',
  'audit.courseArchived':
    'Course archived: {course} (kept for {enrollments, plural, one {# enrollment} other {# enrollments}}, {submissions, plural, one {# submission} other {# submissions}}, {grades, plural, one {# grade} other {# grades}}, {attendance, plural, one {# attendance record} other {# attendance records}})',
  'audit.contactDeleted': 'Contact message deleted: "{subject}" from {name}',
  'audit.announcementDeleted': 'Announcement deleted: {title}',
  'audit.classCancelled': 'Virtual class cancelled: {course} {title}',
  'audit.attendanceFromClass':
    'Attendance from virtual class: {course} {title} on {date} ({present} present, {late} late, {absent} absent, {kept} marked by hand kept)',
  'audit.attendanceChangedFromClass':
    'Attendance changed: {course} {date} virtual, {name}: {from} to {to} (from virtual class participation)',
  'audit.attendanceMarked': 'Attendance marked: {class}, {name}: {status}',
  'audit.attendanceChanged': 'Attendance changed: {class}, {name}: {from} to {to}',
  'audit.gradeEntered':
    'Grade entered: {course} {exam}, semester {semester}{attempt, plural, =1 {} other {, attempt #}}, {name}: {marks}/{total} ({letter})',
  'audit.gradeChanged':
    'Grade changed: {course} {exam}, semester {semester}{attempt, plural, =1 {} other {, attempt #}}, {name}: {marks}/{total} ({letter})',
  'audit.submissionGraded': 'Submission graded: {course} "{title}", {name}: {marks}/{total}',
  'audit.submissionRegraded': 'Submission regraded: {course} "{title}", {name}: {marks}/{total}',
  'audit.submissionReturned': 'Submission returned for resubmission: "{title}", {name}',
  'audit.submissionCommented': 'Comment on a submission: {course} "{title}"',
  'audit.classAnnouncementPosted': 'Class announcement posted to {course}: {title}',
  'audit.classAnnouncementPostedToSection':
    'Class announcement posted to {course} section {section}: {title}',
  'audit.classAnnouncementEdited': 'Class announcement edited in {course}: {title}',
  'audit.classAnnouncementDeleted': 'Class announcement deleted in {course}: {title}',
  'audit.materialAdded': 'Material added: {title}',
  'audit.materialChanged': 'Material changed: {title}',
  'audit.materialDeleted': 'Material deleted: {title}',
  'audit.fileAttached': 'File attached to {title}: {file}',
  'audit.fileRemoved': 'File removed from {title}: {file}',
} as const;

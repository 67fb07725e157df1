/**
 * Sentences the server sends and the client shows, word for word as the specification gives them
 * (part 1 §8, API.md). Both sides import them so that a test can match what a user reads.
 */
export const MESSAGES = {
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 6 characters long',
  passwordTooCommon: 'This password is too common and easy to guess. Choose a less common one.',
  tooManyRegistrations: 'Too many registrations from this network. Please try again in an hour.',
  invalidCredentials: 'Invalid email or password',
  accountPending: 'Your account is awaiting admin approval.',
  accountRejected: 'Your registration was not approved.',
  accountDeactivated: 'Your account has been deactivated.',
  registrationFailed: 'Registration failed',
  networkError: 'Network error. Please try again.',
  apiRequestFailed: 'API request failed',
  registrationSuccessTitle: 'Registration Successful!',
  studentRegistrationSuccess:
    'Your student account has been created. Please wait for admin approval before logging in.',
  facultyRegistrationSuccess:
    'Your faculty account has been created. Please wait for admin approval before logging in.',
  signInRequired: 'Please sign in to continue.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  forbidden: 'You do not have permission to do that.',
  notFound: 'Not found',
  tooManyLoginAttempts: 'Too many failed sign-in attempts. Please try again in {minutes} minutes.',
  tooManyRequests: 'Too many requests. Please try again later.',
  tooManyPasswordChecks: 'Too many wrong current passwords. Please try again in {minutes} minutes.',
  invalidInput: 'Please correct the highlighted fields.',
  emailTaken: 'An account with this email already exists',
  studentIdTaken: 'This student ID is already registered',
  employeeIdTaken: 'This employee ID is already registered',
  courseCodeTaken: 'A course with this code already exists',
  currentPasswordWrong: 'Current password is incorrect',
  passwordChanged: 'Password changed successfully',
  loggedOut: 'Signed out',
  profileUpdated: 'Profile updated successfully!',
  languageSaved: 'Language saved',
  admissionsSaved: 'Admissions details saved',
  collegeSaved: 'College details saved',
  registrationApproved: 'Registration approved',
  registrationRejected: 'Registration rejected',
  registrationNotPending: 'This registration has already been decided',
  accountCreated: 'Account created',
  unknownCourses: 'One or more selected courses do not exist',
  contactThanks: 'Thank you for your message! We will get back to you soon.',
  contactMessageDeleted: 'Message deleted',
  announcementCreated: 'Announcement created successfully!',
  announcementUpdated: 'Announcement updated successfully!',
  announcementDeleted: 'Announcement deleted successfully!',
  courseCreated: 'Course created successfully!',
  courseUpdated: 'Course updated successfully!',
  courseDeleted: 'Course deleted successfully!',
  courseArchived: 'Course archived: it had student records, which are kept. It no longer takes enrollments.',
  courseArchivedNoEnroll: 'This course is archived and takes no new enrollments',
  studentDeleted: 'Student deleted successfully!',
  facultyDeleted: 'Faculty member deleted successfully!',
  studentUpdated: 'Student updated successfully!',
  facultyUpdated: 'Faculty member updated successfully!',
  accountDeactivatedByAdmin: 'Account deactivated',
  accountReactivated: 'Account reactivated',
  sessionsEndedByAdmin:
    'Signed out everywhere: {n, plural, one {# active session} other {# active sessions}} ended',
  signInSlowdownLifted: 'Sign-in attempts are no longer slowed down',
  enrolled: 'Student enrolled in the course',
  alreadyEnrolled: 'The student is already enrolled in this course',
  enrollmentDropped: 'Course dropped',
  instructorNotFaculty: 'Choose an approved faculty member as instructor',
  assignmentSubmitted: 'Assignment submitted successfully!',
  submissionUpdated: 'Submission updated successfully!',
  submissionEmpty: 'Add a written response, a link or a file',
  submissionGraded: 'This submission has been graded and can no longer be changed',
  noSubmissionYet: 'There is no submission to update yet',
  uploadTooLarge: 'The file is larger than 10MB',
  uploadTypeNotAllowed:
    'This file type is not allowed. Accepted: pdf, doc, docx, txt, zip, rar, jpg, jpeg, png',
  uploadContentMismatch: 'The file does not contain what its name says',
  assignmentCreated: 'Assignment created successfully!',
  submissionGradedOk: 'Submission graded successfully!',
  marksAboveTotal: 'Marks cannot be more than the total marks',
  attendanceFutureDate: 'The date cannot be in the future',
  attendanceDateBeforeTerm: 'The date must be in this term, on or after {first}',
  attendanceMarked: 'Attendance marked successfully for {n, plural, one {# student} other {# students}}!',
  examPermissionGranted: 'Exam permission recorded for {name}',
  examPermissionRevoked: 'Exam permission withdrawn for {name}',
  examPermissionNotApplicable:
    'A permission is recorded only for attendance from 65% to just under 75%; this student is at {percentage}%',
  studentNotEnrolled: 'One or more students are not enrolled in this course',
  gradesEntered: 'Grades entered successfully for {n, plural, one {# student} other {# students}}!',
  resultSemesterIsCourses: "A course's results are entered in its own semester, semester {n}",
  attemptNotOpen: "A repeat attempt can be entered only after the previous attempt's final result",
  sessionCreated: 'Virtual class session created successfully!',
  classScheduled: 'Class Scheduled Successfully!',
  sessionNotFound: 'Virtual class not found',
  sessionOverlap: 'This time overlaps your class "{title}" ({code}) on {when}. Choose another time.',
  sessionTimePassed: 'The class time has already passed',
  sessionDateBeforeToday: 'Date cannot be before today',
  sessionStarted: 'Class started',
  sessionEnded: 'Class ended. Attendance recorded for {n, plural, one {# student} other {# students}}.',
  sessionCancelled: 'Class cancelled',
  sessionStartTooEarly: 'Available 15 minutes before scheduled time',
  sessionNotScheduled: 'Only a scheduled class can be started or cancelled',
  sessionNotOngoing: 'Only a class in progress can be ended',
  sessionStartFirst: 'Start the class before joining it',
  joinNotYetOpen: 'This class opens for joining 10 minutes before it starts',
  joinEnded: 'This class has ended',
  joinCancelled: 'This class was cancelled',
  joinOtherSection: 'This class is for section {section} only',
  classFull: 'This class is full',
  noSessionForCourse: 'No virtual class is scheduled for this course',
  failedToLoadVideo: 'Failed to load video conferencing. Please refresh the page.',
  internalError: 'Something went wrong on our side. Please try again.',
  transcriptsNeedPublicAddress:
    "Transcripts cannot be issued until the college sets the portal's public address. Please contact the college office.",
  metricsTokenRequired: 'The metrics need the token set in METRICS_TOKEN, as Authorization: Bearer <token>.',
  databaseUnavailable: 'The portal cannot reach its database just now. Please try again in a few seconds.',
  databaseBusy: 'The portal is too busy to finish this just now. Please try again in a few seconds.',
} as const;

/**
 * Fills `{name}` placeholders of a message, and chooses the form of `{n, plural, one {# student} other {#
 * students}}` (ICU MessageFormat's plural, `=0` forms too) by the language's plural rules, `#` standing for
 * the number. Why not a message-format library: docs/decisions/0027-messages-travel-as-codes.md.
 */
export function formatMessage(
  template: string,
  params: Readonly<Record<string, string | number>>,
  locale = 'en',
): string {
  return template.replace(
    /\{(\w+)(?:, plural,((?:[^{}]|\{[^{}]*\})*))?\}/g,
    (whole, key: string, forms?: string) => {
      if (!(key in params)) return whole;
      const value = params[key]!;
      if (forms === undefined) return String(value);
      const n = Number(value);
      const form = (name: string) => new RegExp(`(?:^|\\s)${name}\\s*\\{([^{}]*)\\}`).exec(forms)?.[1];
      const chosen = form(`=${n}`) ?? form(new Intl.PluralRules(locale).select(n)) ?? form('other') ?? '';
      return chosen.replace(/#/g, String(value));
    },
  );
}

/** The names a message's placeholders use, plural ones included (for the catalogue's tests). */
export const placeholderNames = (template: string) =>
  [...new Set([...template.matchAll(/\{(\w+)(?:\}|, plural,)/g)].map((m) => m[1]!))].sort();

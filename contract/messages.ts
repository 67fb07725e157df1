/**
 * Sentences the server sends and the client shows, word for word as the specification gives them
 * (part 1 §8, API.md). Both sides import them so that a test can match what a user reads.
 */
export const MESSAGES = {
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 6 characters long',
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
  invalidInput: 'Please correct the highlighted fields.',
  emailTaken: 'An account with this email already exists',
  studentIdTaken: 'This student ID is already registered',
  employeeIdTaken: 'This employee ID is already registered',
  courseCodeTaken: 'A course with this code already exists',
  currentPasswordWrong: 'Current password is incorrect',
  passwordChanged: 'Password changed successfully',
  loggedOut: 'Signed out',
  profileUpdated: 'Profile updated successfully!',
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
  internalError: 'Something went wrong on our side. Please try again.',
} as const;

/** Fills `{name}` placeholders of a message. */
export function formatMessage(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in params ? String(params[key]) : whole,
  );
}

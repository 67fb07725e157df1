/**
 * The English dictionary. Sentences the server also sends come from `MESSAGES` of the contract, so what
 * a user reads is the same whichever side produced it. Placeholders look like `{name}`.
 */
import { MESSAGES } from '@contract/messages';
import { enAdmin } from './en-admin';
import { enAreaNav } from './en-area-nav';
import type { enAccount } from './en-account';
import type { enAdminArea } from './en-admin-area';
import type { enAdminPeople } from './en-admin-people';
import type { enAdminReports } from './en-admin-reports';
import type { enAdminTerms } from './en-admin-terms';
import type { enCalendar } from './en-calendar';
import type { enClassroom } from './en-classroom';
import type { enCollegeTexts } from './en-college-texts';
import type { enPublic } from './en-public';
import type { enStudent } from './en-student';
import type { enFaculty } from './en-faculty';
import type { enNotifications } from './en-notifications';
import type { enVerify } from './en-verify';
import type { enLoop } from './en-loop';
import type { enMaterials } from './en-materials';
import type { enQuizSet } from './en-quiz-set';
import type { enQuizTake } from './en-quiz-take';

export const en = {
  'app.name': 'Government Associate College',

  'common.loading': 'Loading…',
  'offline.showingCopy': 'Offline: showing what was loaded at {time}',
  'term.picker': 'Term',
  'term.thisTerm': '{name} (this term)',
  'term.thisTermPlain': 'This term',
  'term.all': 'All terms',
  'term.ofCourse': 'Term',
  'common.cancel': 'Cancel',
  'common.or': 'or',
  'common.notProvided': 'Not provided',

  'pager.previous': 'Previous',
  'pager.range': '{range} of {total}',
  'pager.next': 'Next',
  'pager.page': 'Page {page} of {pages}',

  'eligibility.eligible': 'Eligible for the final exam',
  'eligibility.permitted': 'Eligible with department permission',
  'eligibility.needs_permission': 'Needs department permission',
  'eligibility.may_repeat': 'May have to repeat the course',

  'nav.main': 'Main',
  'nav.mobile': 'Mobile',
  'nav.skipToContent': 'Skip to main content',
  'demo.bannerName': 'Demo college',
  'demo.banner': 'A demo college for trying the portal: its accounts share a published password.',
  'nav.home': 'Home',
  'nav.about': 'About',
  'nav.departments': 'Departments',
  'nav.admissions': 'Admissions',
  'nav.contact': 'Contact',
  'nav.back': 'Back',
  'nav.openMenu': 'Open menu',
  'nav.closeMenu': 'Close menu',
  'nav.accountMenu': 'Account menu',
  'nav.signIn': 'Sign In',
  'nav.signOut': 'Sign Out',
  'notifications.bell': 'Notifications',
  'notifications.bellUnread': 'Notifications, {n} unread',
  'nav.dashboard': 'Dashboard',
  'nav.profile': 'Profile',
  'nav.registrations': 'Registrations',
  'nav.messages': 'Messages',

  'theme.toDark': 'Switch to dark theme',
  'theme.toLight': 'Switch to light theme',

  'language.label': 'Language',

  'footer.tagline':
    'Affiliated with the university, offering undergraduate programs to the students of southern Punjab.',
  'footer.quickLinks': 'Quick Links',
  'footer.aboutUs': 'About Us',
  'footer.studentPortal': 'Student Portal',
  'footer.contactUs': 'Contact Us',
  'footer.followUs': 'Follow us',
  'footer.officeHours': 'Office hours',
  'footer.copyright': '© {year} {name}. All rights reserved.',

  'notFound.title': 'Page not found',
  'notFound.body': 'The page you are looking for does not exist or has moved.',
  'notFound.home': 'Go to the home page',
  'notFound.area': 'Back to your dashboard',

  'error.title': 'Something went wrong',
  'error.body': 'This page could not be shown. Reloading usually helps.',
  'error.reload': 'Reload',

  'auth.signIn': 'Sign In',
  'auth.loginTitle': 'Sign in to the portal',
  'auth.loginSubtitle': 'Students, faculty and administrators',
  'auth.backToHome': 'Back to Home',
  'auth.showPassword': 'Show password',
  'auth.hidePassword': 'Hide password',
  'auth.loginFailed': MESSAGES.invalidCredentials,
  'auth.rejectionReason': 'Reason given by the college:',
  'auth.noAccount': 'New here?',
  'auth.registerStudent': 'Register as a student',
  'auth.registerFaculty': 'register as faculty',
  'auth.forgotPassword': 'Forgot password?',

  'field.name': 'Full Name',
  'field.email': 'Email',
  'field.password': 'Password',
  'field.confirmPassword': 'Confirm Password',
  'field.phone': 'Phone',
  'field.dateOfBirth': 'Date of Birth',
  'field.bloodGroup': 'Blood Group',
  'field.bloodGroupOptional': 'Blood Group (optional)',
  'field.address': 'Address',
  'field.nationality': 'Nationality',
  'field.religion': 'Religion',
  'field.emergencyContact': 'Emergency Contact',
  'field.guardianName': 'Guardian Name',
  'field.guardianPhone': 'Guardian Phone',
  'field.guardianRelation': 'Guardian Relation',
  'field.studentId': 'Student ID',
  'field.department': 'Department',
  'field.program': 'Program',
  'field.batch': 'Batch',
  'field.semester': 'Semester',
  'field.section': 'Section',
  'field.employeeId': 'Employee ID',
  'field.designation': 'Designation',
  'field.qualification': 'Qualification',
  'field.specialization': 'Specialization',
  'field.joiningDate': 'Joining Date',
  'field.experience': 'Experience',

  'register.studentTitle': 'Student Registration',
  'register.studentSubtitle':
    'Create your student account. An administrator approves it before you can sign in.',
  'register.facultyTitle': 'Faculty Registration',
  'register.facultySubtitle':
    'Create your faculty account. An administrator approves it before you can sign in.',
  'register.facultyInstead': 'Registering as a teacher? Use the faculty form.',
  'register.studentInstead': 'Registering as a student? Use the student form.',
  'register.section.personal': 'Personal Information',
  'register.section.guardian': 'Guardian Information',
  'register.section.academic': 'Academic Information',
  'register.section.enrollment': 'Course Enrollment',
  'register.section.professional': 'Professional Information',
  'register.section.assignment': 'Course Assignment',
  'register.passwordHint': 'At least 6 characters.',
  'register.batchHint': 'For example 2024-2028.',
  'register.sectionHint': 'One letter or digit, for example A.',
  'register.experienceHint': 'For example 5 years.',
  'register.choose': 'Choose…',
  'register.notSpecified': 'Not specified',
  'register.enrollmentHint': 'Courses offered in semester {semester}. Choose the ones you will take.',
  'register.enrollmentHintDepartment':
    'Courses of the {department} department offered in semester {semester}. Choose the ones you will take.',
  'register.assignmentHint': 'Courses of the {department} department. Choose the ones you will teach.',
  'register.chooseDepartmentFirst': 'Choose a department to see its courses.',
  'register.coursesLoading': 'Loading courses…',
  'register.coursesFailed': 'Failed to load courses.',
  'register.noCourses': 'No courses are offered here yet. You can register now and enrol later.',
  'register.courseCredits': '{credits} credit hours, semester {semester}',
  'register.coursesChosen': '{count} selected',
  'register.submit': 'Register',
  'register.successTitle': MESSAGES.registrationSuccessTitle,
  'register.redirecting': 'Taking you to the sign-in page in {seconds} seconds.',
  'register.goToLogin': 'Go now',

  'role.student': 'Student',
  'role.faculty': 'Faculty',
  'role.admin': 'Admin',
  'area.student': 'Student Portal',
  'area.faculty': 'Faculty Portal',
  'area.admin': 'Administration',

  'registrations.title': 'Registrations',
  'registrations.subtitle': 'Approve or reject new student and faculty accounts.',
  'registrations.cardBody': 'New student and faculty accounts wait here for your approval.',
  'registrations.review': 'Review registrations',
  'registrations.pendingCount': '{count} pending',
  'registrations.filter.status': 'Status',
  'registrations.filter.role': 'Role',
  'registrations.filter.allRoles': 'All roles',
  'registrations.filter.students': 'Students',
  'registrations.filter.faculty': 'Faculty',
  'registrations.status.pending': 'Pending',
  'registrations.status.approved': 'Approved',
  'registrations.status.rejected': 'Rejected',
  'registrations.empty.pending': 'No pending registrations',
  'registrations.empty.approved': 'No approved registrations',
  'registrations.empty.rejected': 'No rejected registrations',
  'registrations.loadFailed': 'Failed to load registrations.',
  'registrations.semesterSection': 'Semester / Section',
  'registrations.semesterSectionValue': 'Semester {semester}, Section {section}',
  'registrations.registered': 'Registered',
  'registrations.decided': 'Decided',
  'registrations.reasonShort': 'Reason',
  'registrations.details': 'Details',
  'registrations.showDetails': 'Show details',
  'registrations.hideDetails': 'Hide details',
  'registrations.chosenCourses': 'Chosen courses',
  'registrations.chosenCoursesFaculty': 'Courses to teach',
  'registrations.approve': 'Approve',
  'registrations.reject': 'Reject',
  'registrations.approved': '{name} approved',
  'registrations.rejected': '{name} rejected',
  'registrations.approveFailed': 'Failed to approve the registration. Please try again.',
  'registrations.rejectFailed': 'Failed to reject the registration. Please try again.',
  'registrations.rejectTitle': 'Reject the registration of {name}?',
  'registrations.rejectBody': 'The person will not be able to sign in. You may give a reason.',
  'registrations.reason': 'Reason (optional)',
  'registrations.confirmReject': 'Confirm Rejection',

  'messages.title': 'Contact Messages',
  'messages.subtitle': 'Questions sent through the contact form of the website.',
  'messages.cardBody': 'Questions from visitors arrive here from the contact form.',
  'messages.review': 'Read messages',
  'messages.openCount': '{count} open',
  'messages.filter.status': 'Status',
  'messages.filter.all': 'All',
  'messages.filter.open': 'Open',
  'messages.filter.handled': 'Handled',
  'messages.empty.all': 'No messages yet.',
  'messages.empty.open': 'No open messages.',
  'messages.empty.handled': 'No handled messages.',
  'messages.loadFailed': 'Failed to load messages.',
  'messages.subject': 'Subject',
  'messages.received': 'Received',
  'messages.status.open': 'Open',
  'messages.status.handled': 'Handled',
  'messages.handledBy': 'Handled by {name} on {date}',
  'messages.handledOn': 'Handled on {date}',
  'messages.markHandled': 'Mark as handled',
  'messages.markOpen': 'Mark as open',
  'messages.delete': 'Delete',
  'messages.confirmDelete': 'Are you sure you want to delete this message?',
  'messages.markedHandled': 'Message marked as handled',
  'messages.markedOpen': 'Message marked as open',
  'messages.deleted': MESSAGES.contactMessageDeleted,
  'messages.updateFailed': 'Failed to update message.',
  'messages.deleteFailed': 'Failed to delete message.',

  'gradingScale.title': 'Grading Scale',
  'gradingScale.grade': 'Grade',
  'gradingScale.percentage': 'Percentage',
  'gradingScale.points': 'Grade Points',
  'gradingScale.from': '{from}% and above',
  'gradingScale.below': 'Below {from}%',
  'gradingScale.pointsTitle': 'Grade Points',
  'gradingScale.points.a': 'A: 4.0 (90 to 100%)',
  'gradingScale.points.b': 'B grades: 2.7 to 3.3 (65 to 79%)',
  'gradingScale.points.c': 'C grades: 1.7 to 2.3 (50 to 64%)',
  'gradingScale.points.d': 'D: 1.0 (45 to 49%)',
  'gradingScale.points.f': 'F: 0.0',
  'download.file': 'Download {file}',
  'download.failed': 'Failed to download the file',
  'age.justNow': 'Just now',
  'age.hourAgo': '1 hour ago',
  'age.hoursAgo': '{hours} hours ago',
  'age.yesterday': 'Yesterday',
  'priority.low': 'Low',
  'priority.normal': 'Normal',
  'priority.high': 'High',
  'priority.urgent': 'Urgent',
  'announcementsPage.title': 'Announcements',
  'announcementsPage.subtitle': 'Every announcement for you, newest first',
  'announcementsPage.empty': 'No announcements yet',
  'announcementsPage.failed': 'Failed to load announcements',
  'announcementsPage.failedOne': 'Failed to load the announcement',
  'announcementsPage.pages': 'Announcement pages',
  'announcementsPage.all': 'All announcements',
  'announcementsPage.postedBy': 'Posted by {name}',
  'announcementsPage.eventDate': 'Event: {date}',
  'audience.all': 'Everyone',
  'audience.students': 'Students',
  'audience.faculty': 'Faculty',
  'audience.badge': 'For: {audience}',

  'notFound.description': 'The page you are looking for does not exist.',
  ...enAdmin,
  ...enAreaNav,
} as const satisfies Record<string, string>;

/**
 * Every key, the areas' included: the student, faculty, classroom, admin people, admin reports and terms strings are not in `en`
 * but load with their area's pages (app/routes.tsx), so that the portal's entry does not carry them.
 */
export type TranslationKey =
  | keyof typeof en
  | keyof typeof enPublic
  | keyof typeof enCollegeTexts
  | keyof typeof enAdminArea
  | keyof typeof enAdminPeople
  | keyof typeof enAdminReports
  | keyof typeof enAdminTerms
  | keyof typeof enCalendar
  | keyof typeof enStudent
  | keyof typeof enFaculty
  | keyof typeof enClassroom
  | keyof typeof enNotifications
  | keyof typeof enVerify
  | keyof typeof enLoop
  | keyof typeof enAccount
  | keyof typeof enMaterials
  | keyof typeof enQuizSet
  | keyof typeof enQuizTake;

/** Texts of the live classroom (spec part 2 §2 "Live classroom", §8, §9). Server sentences come from `MESSAGES`. */
import { MESSAGES } from '@contract/messages';
import { addStrings } from './dictionaries';

export const enClassroom = {
  'classroom.title': 'Virtual Classroom',
  'classroom.loading': 'Loading the virtual class…',
  'classroom.loadFailed': 'Failed to load the virtual class',
  'classroom.joinFailed': 'Failed to join class',
  'classroom.startFailed': 'Failed to start class',

  'classroom.courseHeading': '{name} ({code})',
  'classroom.instructor': 'Instructor: {name}',
  'classroom.instructorUnknown': 'Instructor: not assigned',
  'classroom.participants.one': '{count} participant',
  'classroom.participants.other': '{count} participants',
  'classroom.leave': 'Leave Class',
  'classroom.leaveBack': 'Leave the class and go back',
  'classroom.classInfo': 'Class Info',
  'classroom.goBack': 'Go Back',
  'classroom.retry': 'Retry',
  'classroom.tryAgain': 'Try Again',

  'classroom.welcome':
    'Welcome to {course} virtual classroom. Please wait for the instructor to start the session.',
  'classroom.welcomeInstructor':
    'Welcome to {course} virtual classroom. You are leading this session: your students can join now.',
  'classroom.closeWelcome': 'Close the welcome message',
  'classroom.connecting': 'Connecting to classroom...',
  'classroom.tips.title': 'Quick Tips',
  'classroom.tips.devices': 'Allow access to your camera and microphone when the browser asks.',
  'classroom.tips.toolbar':
    'Use the toolbar at the bottom to mute, turn your camera off or share your screen.',
  'classroom.tips.chat': 'Open the chat to send questions and links to the class.',
  'classroom.tips.raiseHand': 'Raise your hand to ask the instructor a question.',

  'classroom.connectionError': 'Connection Error',
  'classroom.failedToLoadVideo': MESSAGES.failedToLoadVideo,

  'classroom.refused.title': 'You cannot join this class',
  'classroom.refused.opensAt': 'Joining opens at {time}.',
  'classroom.refused.waitForTeacher': 'The instructor has not started this class yet.',

  'classroom.preStart.title': 'This class has not started yet',
  'classroom.preStart.body': 'Start the class to open the classroom for your students.',
  'classroom.preStart.scheduled': 'Scheduled for {time}',
  'classroom.preStart.start': 'Start Class',
  'classroom.preStart.notYet': MESSAGES.sessionStartTooEarly,

  'classroom.info.title': 'Class Information',
  'classroom.info.sessionTitle': 'Title',
  'classroom.info.description': 'Description',
  'classroom.info.noDescription': 'No description',
  'classroom.info.scheduled': 'Scheduled',
  'classroom.info.duration': 'Duration',
  'classroom.info.durationValue': '{minutes, plural, one {# minute} other {# minutes}}',
  'classroom.info.section': 'Section',
  'classroom.info.allSections': 'All sections',
  'classroom.info.semester': 'Semester',
  'classroom.info.department': 'Department',
  'classroom.info.status': 'Status',
  'classroom.status.scheduled': 'Upcoming',
  'classroom.status.ongoing': 'Live Now',
  'classroom.status.completed': 'Completed',
  'classroom.status.cancelled': 'Cancelled',
} as const;

addStrings('en', enClassroom);

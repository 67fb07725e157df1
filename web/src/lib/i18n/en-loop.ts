/**
 * Texts of the class's home (issue 25, items 2, 5, 6): class announcements, the teacher's course page, returning
 * a submission, private comments and history. They load with the student and faculty pages
 * that show them (app/routes.tsx).
 */
import { MESSAGES } from '@contract/messages';
import { addStrings } from './dictionaries';

export const enLoop = {
  'loop.announcements.title': 'Class announcements',
  'loop.announcements.none': 'No class announcements yet.',
  'loop.announcements.loadFailed': 'Failed to load class announcements',
  'loop.announcements.section': 'Section {section}',
  'loop.announcements.wholeClass': 'Whole class',
  'loop.announcements.by': 'By {name}',
  'loop.announcements.posted': 'Posted {date}',
  'loop.announcements.edited': 'edited {date}',
  'loop.announcements.new': 'New announcement',
  'loop.announcements.post': 'Post',
  'loop.announcements.edit': 'Edit',
  'loop.announcements.editOf': 'Edit "{title}"',
  'loop.announcements.delete': 'Delete',
  'loop.announcements.deleteOf': 'Delete "{title}"',
  'loop.announcements.confirmDelete': 'Delete "{title}"? Students will no longer see it.',
  'loop.announcements.save': 'Save changes',
  'loop.announcements.cancel': 'Cancel',
  'loop.announcements.titleField': 'Title',
  'loop.announcements.contentField': 'Message',
  'loop.announcements.sectionField': 'Section',
  'loop.announcements.sectionHint': 'One letter, such as A. Leave empty for the whole class.',
  'loop.announcements.created': MESSAGES.announcementCreated,
  'loop.announcements.failed': 'Failed to save the announcement',
  'loop.announcements.deleteFailed': 'Failed to delete the announcement',
  'loop.announcements.ofCourse': 'From {course}',

  'loop.course.title': 'Course',
  'loop.course.enrolled': '{n, plural, one {# student enrolled} other {# students enrolled}}',
  'loop.course.eligibility': 'Exam Eligibility',

  'loop.missing.title': 'Not submitted',
  'loop.missing.count':
    '{n, plural, one {# student has not submitted} other {# students have not submitted}}',
  'loop.missing.none': 'Every enrolled student has submitted.',
  'loop.missing.section': 'Section {section}',

  'loop.return.open': 'Return for resubmission',
  'loop.return.comment': 'What should the student change?',
  'loop.return.markLate': 'Count a resubmission after the due date as late',
  'loop.return.submit': 'Return to student',
  'loop.return.cancel': 'Cancel',
  'loop.return.failed': 'Failed to return the submission',
  'loop.returned': 'Returned for resubmission',

  'loop.thread.show': 'Comments and history',
  'loop.thread.hide': 'Hide comments and history',
  'loop.thread.title': 'Comments and history',
  'loop.thread.private': 'Only the student and the teacher read these comments.',
  'loop.thread.loadFailed': 'Failed to load the comments and history',
  'loop.thread.comment': 'Private comment',
  'loop.thread.send': 'Send',
  'loop.thread.failed': 'Failed to send the comment',
  'loop.thread.none': 'Nothing yet.',
  'loop.event.submitted': 'Submitted',
  'loop.event.updated': 'Updated',
  'loop.event.returned': 'Returned for resubmission',
  'loop.event.resubmitted': 'Resubmitted',
  'loop.event.commented': 'Comment',
  'loop.event.graded': 'Graded: {marks}',
  'loop.event.late': 'late',
  'loop.event.marksLate': 'a resubmission after the due date counts as late',
  'loop.event.who': '{name}, {date}',
} as const satisfies Record<string, string>;

addStrings('en', enLoop);

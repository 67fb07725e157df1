/** Texts of the calendar feed card of the profile pages; they load with those pages. */
import { addStrings } from './dictionaries';

export const enCalendar = {
  'calendar.title': 'Calendar Feed',
  'calendar.intro':
    "Add your classes, virtual classes and assignment due dates to your phone's calendar with a private link.",
  'calendar.create': 'Create calendar link',
  'calendar.activeSince': 'Your calendar link is active since {date}.',
  'calendar.newLink': 'Make a new link',
  'calendar.turnOff': 'Turn off',
  'calendar.confirmNew': 'The current link will stop working. Make a new one?',
  'calendar.confirmOff': 'Turn off your calendar feed? Calendars using the link will stop updating.',
  'calendar.link': 'Your calendar link',
  'calendar.copy': 'Copy link',
  'calendar.copied': 'Copied!',
  'calendar.keepPrivate':
    'Keep this link private: anyone who has it can read your calendar. It is shown only now; make a new one if you lose it.',
  'calendar.howTo':
    'In your calendar app, choose "Add calendar from URL" (or "Subscribe") and paste the link.',
  'calendar.turnedOff': 'Calendar link turned off',
  'calendar.failed': 'Failed to update the calendar link',
  'calendar.loadFailed': 'Failed to load the calendar link',
  'calendar.terms': 'Terms in the calendar',
  'calendar.termsComing': 'This term and the ones after it',
  'calendar.termsHint': 'The link carries your choice: choose before you copy it.',
} as const satisfies Record<string, string>;

addStrings('en', enCalendar);

ALTER TABLE "activities" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "params" jsonb;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "said" jsonb;--> statement-breakpoint
-- hand-written: the activity entries and notifications written before codes, matched by their English and
-- stored as code + parameters; an entry that matches none keeps its English, shown as it was written.
UPDATE "activities" a SET "code" = m.code, "params" = m.params
  FROM (
    SELECT id,
      CASE
        WHEN message ~ '^Course (created|updated|archived|deleted): ' THEN
          'activity.course' || initcap(substring(message FROM '^Course (\w+): '))
        WHEN message ~ '^Announcement posted: ' THEN 'activity.announcementPosted'
        WHEN message ~ '^Assignment posted: ' THEN 'activity.assignmentPosted'
        WHEN message ~ '^Virtual class started: ' THEN 'activity.classStarted'
        WHEN message ~ '^New (student|faculty|admin) registration: ' THEN 'activity.registered'
        WHEN message ~ '^(Student|Faculty member|Faculty|Admin) account created: ' THEN 'activity.accountCreated'
        WHEN message ~ '^(Student|Faculty member|Faculty|Admin) registration approved: ' THEN 'activity.approved'
        WHEN message ~ '^(Student|Faculty member|Faculty|Admin) registration rejected: ' THEN 'activity.rejected'
        WHEN message ~ '^(Student|Faculty member) updated: ' THEN 'activity.personUpdated'
        WHEN message ~ '^(Student|Faculty member) deleted: ' THEN 'activity.personDeleted'
        WHEN message ~ '^(Student|Faculty member) account reactivated: ' THEN 'activity.reactivated'
        WHEN message ~ '^(Student|Faculty member) account deactivated: ' THEN 'activity.deactivated'
        WHEN message ~ '^(Student|Faculty member) signed out everywhere by an admin: ' THEN 'activity.signedOutEverywhere'
        WHEN message ~ '^(Student|Faculty member|Faculty|Admin) password reset by an admin: ' THEN 'activity.passwordReset'
        WHEN message ~ '^(Student|Faculty member|Faculty|Admin) sent a password reset link by an admin: ' THEN 'activity.resetLinkSent'
        WHEN message ~ '^Grades entered: .* \(\d+ students?\)$' THEN 'activity.gradesEntered'
      END AS code,
      CASE
        WHEN message ~ '^Course (created|updated|archived|deleted): ' THEN
          jsonb_build_object('course', substring(message FROM '^Course \w+: (.*)$'))
        WHEN message ~ '^Announcement posted: ' THEN
          jsonb_build_object('title', substring(message FROM '^Announcement posted: (.*)$'))
        WHEN message ~ '^Assignment posted: ' THEN
          jsonb_build_object('assignment', substring(message FROM '^Assignment posted: (.*)$'))
        WHEN message ~ '^Virtual class started: ' THEN
          jsonb_build_object('class', substring(message FROM '^Virtual class started: (.*)$'))
        WHEN message ~ '^New (student|faculty|admin) registration: ' THEN
          jsonb_build_object('label', substring(message FROM '^New (\w+) registration: '),
                             'name', substring(message FROM '^New \w+ registration: (.*)$'))
        WHEN message ~ '^Grades entered: .* \(\d+ students?\)$' THEN
          jsonb_build_object('course', substring(message FROM '^Grades entered: (.*) \(\d+ students?\)$'),
                             'n', substring(message FROM '\((\d+) students?\)$')::int)
        WHEN message ~ '^(Student|Faculty member|Faculty|Admin) ' THEN
          jsonb_build_object('label', substring(message FROM '^(Student|Faculty member|Faculty|Admin) '),
                             'name', substring(message FROM ': (.*)$'))
      END AS params
    FROM "activities" WHERE "code" IS NULL
  ) m
 WHERE a.id = m.id AND m.code IS NOT NULL;
--> statement-breakpoint
UPDATE "notifications" n SET "said" = jsonb_build_object('title', m.title) || coalesce(jsonb_build_object('body', m.body), '{}'::jsonb)
  FROM (
    SELECT id,
      CASE
        WHEN title = 'Your account has been approved' THEN jsonb_build_object('code', 'notice.accountApproved')
        WHEN title = 'Your registration was not approved' THEN jsonb_build_object('code', 'notice.registrationRejected')
        WHEN title = 'Someone tried to sign in to your account' THEN jsonb_build_object('code', 'notice.signInTried')
        WHEN title = 'Someone tried to register with your e-mail' THEN jsonb_build_object('code', 'notice.registerTried')
        WHEN title = 'Your password was reset' THEN jsonb_build_object('code', 'passwordResetTitle')
        WHEN title = 'Your sign-in e-mail was changed' THEN jsonb_build_object('code', 'emailChangedTitle')
        WHEN title ~ '^Announcement: ' THEN jsonb_build_object('code', 'notice.announcement',
          'params', jsonb_build_object('title', substring(title FROM '^Announcement: (.*)$')))
        WHEN title ~ '^Graded: ' THEN jsonb_build_object('code', 'notice.graded',
          'params', jsonb_build_object('title', substring(title FROM '^Graded: (.*)$')))
        WHEN title ~ '^Class starting soon: ' THEN jsonb_build_object('code', 'notice.classStartingSoon',
          'params', jsonb_build_object('class', substring(title FROM '^Class starting soon: (.*)$')))
        WHEN title ~ '^Attendance below 75% in ' THEN jsonb_build_object('code', 'notice.attendanceLow',
          'params', jsonb_build_object('code', substring(title FROM '^Attendance below 75% in (.*)$')))
        WHEN title ~ '^New assignment in [^:]+: ' THEN jsonb_build_object('code', 'activity.newAssignment',
          'params', jsonb_build_object('code', substring(title FROM '^New assignment in ([^:]+): '),
                                       'title', substring(title FROM '^New assignment in [^:]+: (.*)$')))
        WHEN title = 'A registration is waiting for approval' THEN
          jsonb_build_object('code', 'notice.registrationsWaiting', 'params', jsonb_build_object('n', 1))
        WHEN title ~ '^\d+ registrations are waiting for approval$' THEN
          jsonb_build_object('code', 'notice.registrationsWaiting',
            'params', jsonb_build_object('n', substring(title FROM '^(\d+) ')::int))
        WHEN title = 'A contact message is waiting for a reply' THEN
          jsonb_build_object('code', 'notice.contactMessagesWaiting', 'params', jsonb_build_object('n', 1))
        WHEN title ~ '^\d+ contact messages are waiting for a reply$' THEN
          jsonb_build_object('code', 'notice.contactMessagesWaiting',
            'params', jsonb_build_object('n', substring(title FROM '^(\d+) ')::int))
      END AS title,
      CASE
        WHEN kind = 'announcement' THEN jsonb_build_object('code', 'text', 'params', jsonb_build_object('text', body))
        WHEN body = 'A registration form was sent to the college portal with the e-mail address of your account. No new account was made. If this was you, sign in with your existing account instead.'
          THEN jsonb_build_object('code', 'notice.registerTriedBody')
        WHEN body = 'The password of your account was reset and every device was signed out. If you did not do this, contact the college office at once.'
          THEN jsonb_build_object('code', 'passwordResetBody')
        WHEN body ~ '^New contact message from ' THEN jsonb_build_object('code', 'notice.contactMessageFrom',
          'params', jsonb_build_object('name', substring(body FROM '^New contact message from (.*)$')))
        WHEN body ~ '^New (student|faculty) registration: ' THEN jsonb_build_object('code', 'activity.registered',
          'params', jsonb_build_object('label', substring(body FROM '^New (\w+) registration: '),
                                       'name', substring(body FROM '^New \w+ registration: (.*)$')))
      END AS body
    FROM "notifications" WHERE "said" IS NULL
  ) m
 WHERE n.id = m.id AND m.title IS NOT NULL;

/** A stand-in for `JitsiMeetExternalAPI`: records how it was built and lets a test fire its events. */
import type { VirtualSessionDetail } from '@contract/virtual-classes';
import type { JitsiMeetApi, JitsiMeetOptions } from '../jitsi-script';

type Listener = (payload?: unknown) => void;

export class FakeJitsi implements JitsiMeetApi {
  static instances: FakeJitsi[] = [];
  static get last(): FakeJitsi {
    const last = FakeJitsi.instances.at(-1);
    if (!last) throw new Error('The classroom did not create the conference');
    return last;
  }

  readonly listeners = new Map<string, Listener[]>();
  readonly commands: [string, ...unknown[]][] = [];
  disposed = false;

  constructor(
    readonly domain: string,
    readonly options: JitsiMeetOptions,
  ) {
    FakeJitsi.instances.push(this);
  }

  addListener(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
  }

  removeListener(event: string, listener: Listener) {
    this.listeners.set(
      event,
      (this.listeners.get(event) ?? []).filter((l) => l !== listener),
    );
  }

  executeCommand(command: string, ...args: unknown[]) {
    this.commands.push([command, ...args]);
    if (command === 'hangup') {
      this.fire('videoConferenceLeft', { roomName: this.options.roomName });
      this.fire('readyToClose');
    }
  }

  dispose() {
    this.disposed = true;
  }

  fire(event: string, payload?: unknown) {
    for (const listener of this.listeners.get(event) ?? []) listener(payload);
  }
}

let sequence = 0;

/** GET /api/virtualclass/:id's session: IT-303 taught by Kashif Hashmi, live now. */
export function buildSessionDetail(overrides: Partial<VirtualSessionDetail> = {}): VirtualSessionDetail {
  const id = `00000000-0000-4000-9000-${String(++sequence).padStart(12, '0')}`;
  const scheduled = new Date(Date.now() - 5 * 60_000);
  return {
    _id: id,
    title: 'Lecture: Routing algorithms',
    description: 'Bring your questions on routing.',
    course_id: { _id: 'course-it-303', code: 'IT-303', name: 'Computer Networks' },
    instructor_id: { _id: 'teacher-1', name: 'Kashif Hashmi' },
    scheduled_date: scheduled.toISOString(),
    duration: 60,
    status: 'ongoing',
    semester: 5,
    department: { _id: 'dep-it', name: 'Information Technology', code: 'IT' },
    section: null,
    max_participants: 100,
    room_name: `college-it-303-${id}`,
    started_at: scheduled.toISOString(),
    ended_at: null,
    participant_count: 3,
    jitsi_domain: 'meet.college.example',
    jitsi_script_url: 'https://meet.college.example/external_api.js',
    is_moderator: false,
    can_join: true,
    join_opens_at: new Date(scheduled.getTime() - 10 * 60_000).toISOString(),
    join_closes_at: new Date(scheduled.getTime() + 60 * 60_000).toISOString(),
    participants: [],
    ...overrides,
  };
}

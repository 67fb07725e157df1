import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { JITSI_SCRIPT_SETTLE_MS } from '@contract/virtual-class-timing';
import { loadJitsiScript, type JitsiMeetApi, type JitsiMeetOptions } from './jitsi-script';

/** Where and as whom to join: the session's Jitsi server and the room the join call answered with. */
export interface Conference {
  domain: string;
  scriptUrl: string;
  roomName: string;
  jwt: string | null;
  displayName: string;
  email: string;
  /** 'Course Name (CODE)'. */
  subject: string;
}

export type ConferenceStatus = 'connecting' | 'joined' | 'error';

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The embed's settings (spec part 2 §2): audio and video on, no pre-join page, the course as subject. */
export function conferenceOptions(conference: Conference, parentNode: HTMLElement): JitsiMeetOptions {
  return {
    roomName: conference.roomName,
    jwt: conference.jwt ?? undefined,
    parentNode,
    width: '100%',
    height: '100%',
    userInfo: { displayName: conference.displayName, email: conference.email },
    configOverwrite: {
      startWithAudioMuted: false,
      startWithVideoMuted: false,
      prejoinPageEnabled: false,
      prejoinConfig: { enabled: false },
      disableDeepLinking: true,
      subject: conference.subject,
    },
    interfaceConfigOverwrite: {
      SHOW_JITSI_WATERMARK: false,
      SHOW_WATERMARK_FOR_GUESTS: false,
      SHOW_BRAND_WATERMARK: false,
      MOBILE_APP_PROMO: false,
      DEFAULT_REMOTE_DISPLAY_NAME: 'Participant',
    },
  };
}

/**
 * Loads the External API, waits JITSI_SCRIPT_SETTLE_MS, embeds the room in `container` and follows the
 * conference: connecting, joined (with the number of people in the room, never below 1) or error.
 * `onLeft` runs once, whether the conference ends from inside (hang-up, closed) or `leave()` is called.
 * The embed is disposed when the component unmounts or the conference changes.
 */
export function useJitsiConference(
  conference: Conference | null,
  container: RefObject<HTMLElement | null>,
  onLeft: () => void,
) {
  const [status, setStatus] = useState<ConferenceStatus>('connecting');
  const [participants, setParticipants] = useState(1);
  const apiRef = useRef<JitsiMeetApi | null>(null);
  const joinedRef = useRef(false);
  const leftRef = useRef(false);

  // The latest callback, for the conference's listeners and for Leave Class.
  const onLeftRef = useRef(onLeft);
  useEffect(() => {
    onLeftRef.current = onLeft;
  });
  const left = useCallback(() => {
    if (leftRef.current) return;
    leftRef.current = true;
    onLeftRef.current();
  }, []);

  useEffect(() => {
    const parentNode = container.current;
    if (!conference || !parentNode) return;
    let cancelled = false;
    let api: JitsiMeetApi | null = null;

    (async () => {
      try {
        const JitsiMeetExternalAPI = await loadJitsiScript(conference.scriptUrl);
        await delay(JITSI_SCRIPT_SETTLE_MS);
        if (cancelled) return;
        api = new JitsiMeetExternalAPI(conference.domain, conferenceOptions(conference, parentNode));
        apiRef.current = api;
        api.addListener('videoConferenceJoined', () => {
          joinedRef.current = true;
          setParticipants(1);
          setStatus('joined');
        });
        api.addListener('participantJoined', () => setParticipants((n) => n + 1));
        api.addListener('participantLeft', () => setParticipants((n) => Math.max(1, n - 1)));
        api.addListener('videoConferenceLeft', () => left());
        api.addListener('readyToClose', () => left());
        api.executeCommand('subject', conference.subject);
      } catch (error) {
        if (cancelled) return;
        console.warn('The video conference could not be loaded:', error);
        setStatus('error');
      }
    })();

    return () => {
      cancelled = true;
      apiRef.current = null;
      joinedRef.current = false;
      try {
        api?.dispose();
      } catch {
        // Disposing a conference that failed half-way has nothing left to clean.
      }
    };
  }, [conference, container, left]);

  /** Leave Class: hangs up first when in the room, so that the others see this participant go at once. */
  const leave = useCallback(() => {
    if (leftRef.current) return;
    if (joinedRef.current) apiRef.current?.executeCommand('hangup');
    left();
  }, [left]);

  return { status, participants: Math.max(1, participants), leave };
}

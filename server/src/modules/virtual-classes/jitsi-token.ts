/**
 * Short-lived Jitsi room tokens (JWT), signed with node:crypto: HS256 for a self-hosted Jitsi with token
 * authentication, RS256 for Jitsi as a Service. One token admits one person to one room for one session's window.
 */
import { createHmac, createSign } from 'node:crypto';
import type { JitsiConfig } from '../../config';

const MINUTE_MS = 60_000;
/** A token is accepted from a minute before the join window opens... */
const NOT_BEFORE_SLACK_MS = MINUTE_MS;
/** ...until a quarter of an hour after the session's end (or after now, for a session running late). */
const EXPIRY_SLACK_MS = 15 * MINUTE_MS;

export interface RoomTokenRequest {
  /** The room without any tenant prefix. */
  room: string;
  user: { id: string; name: string; email: string };
  moderator: boolean;
  /** When the caller's join window opens. */
  opensAt: Date;
  /** The scheduled end of the session. */
  endsAt: Date;
  now: Date;
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');
const seconds = (ms: number) => Math.floor(ms / 1000);

function encode(header: object, payload: object): string {
  return `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(payload))}`;
}

/** The token's validity: from just before the window opens until a while after the session ends. */
function validity(request: RoomTokenRequest) {
  return {
    nbf: seconds(request.opensAt.getTime() - NOT_BEFORE_SLACK_MS),
    exp: seconds(Math.max(request.endsAt.getTime(), request.now.getTime()) + EXPIRY_SLACK_MS),
  };
}

/** The room name the External API joins: JaaS rooms live under the tenant. */
export function jitsiRoomName(jitsi: JitsiConfig, room: string): string {
  return jitsi.token.kind === 'jaas' ? `${jitsi.token.tenant}/${room}` : room;
}

/** A signed room token, or null when the Jitsi server needs none. */
export function signRoomToken(jitsi: JitsiConfig, request: RoomTokenRequest): string | null {
  const { token } = jitsi;
  const { id, name, email } = request.user;
  if (token.kind === 'self-hosted') {
    const payload = {
      aud: token.appId,
      iss: token.appId,
      sub: jitsi.domain,
      room: request.room,
      ...validity(request),
      context: { user: { id, name, email, moderator: request.moderator } },
      moderator: request.moderator,
    };
    const unsigned = encode({ alg: 'HS256', typ: 'JWT' }, payload);
    return `${unsigned}.${createHmac('sha256', token.appSecret).update(unsigned).digest('base64url')}`;
  }
  if (token.kind === 'jaas') {
    const flag = (on: boolean) => (on ? 'true' : 'false');
    const payload = {
      aud: 'jitsi',
      iss: 'chat',
      sub: token.tenant,
      room: request.room,
      ...validity(request),
      context: {
        user: { id, name, email, moderator: flag(request.moderator) },
        features: {
          livestreaming: 'false',
          recording: 'false',
          transcription: 'false',
          'outbound-call': 'false',
        },
      },
    };
    const unsigned = encode({ alg: 'RS256', typ: 'JWT', kid: token.keyId }, payload);
    const signature = createSign('RSA-SHA256').update(unsigned).sign(token.privateKey);
    return `${unsigned}.${base64url(signature)}`;
  }
  return null;
}

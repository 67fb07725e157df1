/**
 * Short-lived Jitsi room tokens (JWT), signed with jose: HS256 for a self-hosted Jitsi with token authentication,
 * RS256 for Jitsi as a Service. One token admits one person to one room for one session's window.
 */
import { createPrivateKey } from 'node:crypto';
import { SignJWT, type JWTPayload } from 'jose';
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

const seconds = (ms: number) => Math.floor(ms / 1000);

/** The token's claims with its validity: from just before the window opens until a while after the session ends. */
function claims(payload: JWTPayload, request: RoomTokenRequest) {
  return new SignJWT(payload)
    .setNotBefore(seconds(request.opensAt.getTime() - NOT_BEFORE_SLACK_MS))
    .setExpirationTime(seconds(Math.max(request.endsAt.getTime(), request.now.getTime()) + EXPIRY_SLACK_MS));
}

/** The room name the External API joins: JaaS rooms live under the tenant. */
export function jitsiRoomName(jitsi: JitsiConfig, room: string): string {
  return jitsi.token.kind === 'jaas' ? `${jitsi.token.tenant}/${room}` : room;
}

/** A signed room token, or null when the Jitsi server needs none. */
export async function signRoomToken(jitsi: JitsiConfig, request: RoomTokenRequest): Promise<string | null> {
  const { token } = jitsi;
  const { id, name, email } = request.user;
  if (token.kind === 'self-hosted') {
    const payload = {
      aud: token.appId,
      iss: token.appId,
      sub: jitsi.domain,
      room: request.room,
      context: { user: { id, name, email, moderator: request.moderator } },
      moderator: request.moderator,
    };
    return claims(payload, request)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(token.appSecret));
  }
  if (token.kind === 'jaas') {
    const flag = (on: boolean) => (on ? 'true' : 'false');
    const payload = {
      aud: 'jitsi',
      iss: 'chat',
      sub: token.tenant,
      room: request.room,
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
    return claims(payload, request)
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: token.keyId })
      .sign(createPrivateKey(token.privateKey));
  }
  return null;
}

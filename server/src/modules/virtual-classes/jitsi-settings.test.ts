/**
 * The server's Jitsi settings reach the classroom: the domain and script it loads, the Content-Security-Policy
 * that lets it load them, and room tokens on joining only when token settings are given.
 */
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadJitsiConfig } from '../../config';
import {
  buildCourse,
  buildEnrollment,
  buildFaculty,
  buildStudent,
  buildVirtualSession,
  injectAs,
  signIn,
} from '../../test/factories';
import { buildTestApp } from '../../test/harness';

const NOW = new Date('2026-11-21T09:00:00Z');

/** An app with these Jitsi settings and a live class whose teacher and student are signed in. */
async function classroomWith(env: NodeJS.ProcessEnv) {
  const app = await buildTestApp({ clock: () => NOW, jitsi: loadJitsiConfig(env) });
  const teacher = await buildFaculty(app);
  const student = await buildStudent(app);
  const course = await buildCourse(app, { code: 'TOK-101', instructorId: teacher.id, isVirtual: true });
  await buildEnrollment(app, student.id, course.id);
  const session = await buildVirtualSession(app, course, {
    scheduledAt: NOW,
    status: 'ongoing',
    startedAt: NOW,
  });
  const teacherToken = await signIn(app, teacher.email);
  const studentToken = await signIn(app, student.email);
  const join = (token: string) =>
    injectAs(app, token, { method: 'POST', url: `/api/virtualclass/${session.id}/join` });
  return { app, session, teacher, join, teacherToken, studentToken };
}
const claims = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString());

describe('a self-hosted Jitsi with token authentication, reached at an origin with scheme and port', () => {
  let room: Awaited<ReturnType<typeof classroomWith>>;
  beforeAll(async () => {
    room = await classroomWith({
      JITSI_DOMAIN: 'http://127.0.0.1:8443',
      JITSI_APP_ID: 'portal',
      JITSI_APP_SECRET: 's3cret',
    });
  });
  afterAll(() => room.app.close());

  it('the Content-Security-Policy allows its script, frame and web socket', async () => {
    const res = await room.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' http://127.0.0.1:8443");
    expect(csp).toContain('frame-src http://127.0.0.1:8443');
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:8443 ws://127.0.0.1:8443");
  });

  it('the classroom learns the domain and script to load', async () => {
    const res = await injectAs(room.app, room.studentToken, {
      method: 'GET',
      url: `/api/virtualclass/${room.session.id}`,
    });
    expect(res.json().data.session).toMatchObject({
      jitsi_domain: '127.0.0.1:8443',
      jitsi_script_url: 'http://127.0.0.1:8443/external_api.js',
    });
  });

  it('joining gives the teacher a moderator token and a student a participant token for the room', async () => {
    const teacher = (await room.join(room.teacherToken)).json().data;
    expect(teacher.room_name).toBe(room.session.roomName);
    expect(claims(teacher.jwt)).toMatchObject({
      room: room.session.roomName,
      sub: '127.0.0.1:8443',
      moderator: true,
      context: { user: { id: room.teacher.id, moderator: true } },
    });
    const student = (await room.join(room.studentToken)).json().data;
    expect(claims(student.jwt)).toMatchObject({ room: room.session.roomName, moderator: false });
  });
});

describe('Jitsi as a Service', () => {
  const tenant = 'vpaas-magic-cookie-0123456789abcdef';
  let room: Awaited<ReturnType<typeof classroomWith>>;
  beforeAll(async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    room = await classroomWith({
      JITSI_JAAS_APP_ID: tenant,
      JITSI_JAAS_KEY_ID: `${tenant}/kid`,
      JITSI_JAAS_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    });
  });
  afterAll(() => room.app.close());

  it("joins the tenant's room with an RS256 token, and loads the tenant's script from 8x8.vc", async () => {
    const data = (await room.join(room.studentToken)).json().data;
    expect(data.room_name).toBe(`${tenant}/${room.session.roomName}`);
    expect(JSON.parse(Buffer.from(data.jwt.split('.')[0], 'base64url').toString())).toMatchObject({
      alg: 'RS256',
      kid: `${tenant}/kid`,
    });
    expect(claims(data.jwt)).toMatchObject({ sub: tenant, room: room.session.roomName });
    expect(data.session).toMatchObject({
      jitsi_domain: '8x8.vc',
      jitsi_script_url: `https://8x8.vc/${tenant}/external_api.js`,
    });
  });
});

/** The Jitsi settings (JITSI_DOMAIN and token settings) and the room tokens signed from them. */
import { createHmac, generateKeyPairSync, verify } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jwtVerify } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { loadJitsiConfig } from '../../config';
import { jitsiRoomName, signRoomToken, type RoomTokenRequest } from './jitsi-token';

const MINUTE = 60_000;
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const privatePem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const tenant = 'vpaas-magic-cookie-0123456789abcdef';
const jaasEnv = {
  JITSI_JAAS_APP_ID: tenant,
  JITSI_JAAS_KEY_ID: `${tenant}/4f2a1c`,
  JITSI_JAAS_PRIVATE_KEY: privatePem,
};
const tmp = mkdtempSync(join(tmpdir(), 'jitsi-key-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function decode(jwt: string) {
  const [header, payload, signature] = jwt.split('.');
  return {
    header: JSON.parse(Buffer.from(header, 'base64url').toString()),
    payload: JSON.parse(Buffer.from(payload, 'base64url').toString()),
    signed: `${header}.${payload}`,
    signature,
  };
}

const start = new Date('2026-11-21T09:00:00Z');
const request = (overrides: Partial<RoomTokenRequest> = {}): RoomTokenRequest => ({
  room: 'college-cs-301-0b7c6a52-2f4e-4d3b-9a59-3f1d8f3f2c10',
  user: { id: 'u-1', name: 'Dr. Sana Malik', email: 'sana@example.edu' },
  moderator: true,
  opensAt: new Date(start.getTime() - 15 * MINUTE),
  endsAt: new Date(start.getTime() + 90 * MINUTE),
  now: start,
  ...overrides,
});

describe('loadJitsiConfig', () => {
  it('defaults to meet.jit.si over https, with no tokens', () => {
    expect(loadJitsiConfig({})).toEqual({
      origin: 'https://meet.jit.si',
      domain: 'meet.jit.si',
      scriptUrl: 'https://meet.jit.si/external_api.js',
      token: { kind: 'none' },
    });
  });

  it('takes a host (https) or a whole origin with its scheme and port', () => {
    expect(loadJitsiConfig({ JITSI_DOMAIN: 'meet.example.edu' })).toMatchObject({
      origin: 'https://meet.example.edu',
      domain: 'meet.example.edu',
    });
    expect(loadJitsiConfig({ JITSI_DOMAIN: 'http://127.0.0.1:8443/' })).toMatchObject({
      origin: 'http://127.0.0.1:8443',
      domain: '127.0.0.1:8443',
      scriptUrl: 'http://127.0.0.1:8443/external_api.js',
    });
  });

  it('refuses a JITSI_DOMAIN that is not a host or an origin', () => {
    for (const value of ['ftp://meet.example.edu', 'https://meet.example.edu/room', 'http://']) {
      expect(() => loadJitsiConfig({ JITSI_DOMAIN: value })).toThrow(/JITSI_DOMAIN/);
    }
  });

  it('a self-hosted server with token authentication needs both its app id and secret', () => {
    expect(loadJitsiConfig({ JITSI_APP_ID: 'portal', JITSI_APP_SECRET: 's3cret' }).token).toEqual({
      kind: 'self-hosted',
      appId: 'portal',
      appSecret: 's3cret',
    });
    expect(() => loadJitsiConfig({ JITSI_APP_ID: 'portal' })).toThrow(/JITSI_APP_SECRET/);
    expect(() => loadJitsiConfig({ JITSI_APP_SECRET: 's3cret' })).toThrow(/JITSI_APP_ID/);
  });

  it('Jitsi as a Service: 8x8.vc and the tenant script unless told otherwise; all three settings needed', () => {
    expect(loadJitsiConfig(jaasEnv)).toMatchObject({
      origin: 'https://8x8.vc',
      domain: '8x8.vc',
      scriptUrl: `https://8x8.vc/${tenant}/external_api.js`,
      token: { kind: 'jaas', tenant, keyId: `${tenant}/4f2a1c` },
    });
    expect(() => loadJitsiConfig({ ...jaasEnv, JITSI_JAAS_PRIVATE_KEY: '' })).toThrow(
      /missing JITSI_JAAS_PRIVATE_KEY/,
    );
    expect(() => loadJitsiConfig({ ...jaasEnv, JITSI_APP_ID: 'a', JITSI_APP_SECRET: 'b' })).toThrow(
      /not both/,
    );
  });

  it('reads the private key from a file, or from text with escaped newlines, and refuses a bad one', () => {
    const file = join(tmp, 'jaas.pem');
    writeFileSync(file, privatePem);
    const fromFile = loadJitsiConfig({ ...jaasEnv, JITSI_JAAS_PRIVATE_KEY: file }).token;
    expect(fromFile).toMatchObject({ privateKey: privatePem });
    const escaped = privatePem.trim().replaceAll('\n', '\\n');
    const fromText = loadJitsiConfig({ ...jaasEnv, JITSI_JAAS_PRIVATE_KEY: escaped }).token;
    expect(fromText).toMatchObject({ privateKey: privatePem.trim() });
    expect(() => loadJitsiConfig({ ...jaasEnv, JITSI_JAAS_PRIVATE_KEY: join(tmp, 'none.pem') })).toThrow(
      /cannot read the key file/,
    );
    expect(() =>
      loadJitsiConfig({
        ...jaasEnv,
        JITSI_JAAS_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\nnope\n-----END PRIVATE KEY-----',
      }),
    ).toThrow(/not a readable PEM private key/);
  });
});

describe('signRoomToken', () => {
  it('issues no token when the Jitsi server needs none', async () => {
    const jitsi = loadJitsiConfig({});
    expect(await signRoomToken(jitsi, request())).toBeNull();
    expect(jitsiRoomName(jitsi, 'college-cs-301-x')).toBe('college-cs-301-x');
  });

  it('self-hosted: an HS256 token signed with the app secret, for one room and the session window', async () => {
    const jitsi = loadJitsiConfig({
      JITSI_DOMAIN: 'meet.example.edu',
      JITSI_APP_ID: 'portal',
      JITSI_APP_SECRET: 's3cret',
    });
    const jwt = (await signRoomToken(jitsi, request()))!;
    const { header, payload, signed, signature } = decode(jwt);
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(signature).toBe(createHmac('sha256', 's3cret').update(signed).digest('base64url'));
    expect(signature).not.toBe(createHmac('sha256', 'wrong').update(signed).digest('base64url'));
    expect(payload).toEqual({
      aud: 'portal',
      iss: 'portal',
      sub: 'meet.example.edu',
      room: request().room,
      nbf: seconds(start) - 16 * 60,
      exp: seconds(start) + (90 + 15) * 60,
      context: { user: { id: 'u-1', name: 'Dr. Sana Malik', email: 'sana@example.edu', moderator: true } },
      moderator: true,
    });
    // A verifier such as Jitsi's prosody accepts it within the window only.
    const secret = new TextEncoder().encode('s3cret');
    const verifying = (at: Date) =>
      jwtVerify(jwt, secret, { audience: 'portal', issuer: 'portal', currentDate: at });
    await expect(verifying(start)).resolves.toMatchObject({ payload: { room: request().room } });
    await expect(verifying(new Date(start.getTime() + 106 * MINUTE))).rejects.toThrow(/"exp"/);
    await expect(verifying(new Date(start.getTime() - 17 * MINUTE))).rejects.toThrow(/"nbf"/);
  });

  it('a class running past its end keeps tokens valid for a quarter of an hour from now', async () => {
    const jitsi = loadJitsiConfig({ JITSI_APP_ID: 'portal', JITSI_APP_SECRET: 's3cret' });
    const now = new Date(start.getTime() + 120 * MINUTE);
    const { payload } = decode((await signRoomToken(jitsi, request({ now, moderator: false })))!);
    expect(payload.exp).toBe(seconds(now) + 15 * 60);
    expect(payload.moderator).toBe(false);
    expect(payload.context.user.moderator).toBe(false);
  });

  it('Jitsi as a Service: an RS256 token with the key id, verifiable with the public key', async () => {
    const jitsi = loadJitsiConfig(jaasEnv);
    const jwt = (await signRoomToken(jitsi, request({ moderator: false })))!;
    const { header, payload, signed, signature } = decode(jwt);
    expect(header).toEqual({ alg: 'RS256', typ: 'JWT', kid: `${tenant}/4f2a1c` });
    expect(verify('RSA-SHA256', Buffer.from(signed), publicKey, Buffer.from(signature, 'base64url'))).toBe(
      true,
    );
    expect(
      verify('RSA-SHA256', Buffer.from(`${signed}x`), publicKey, Buffer.from(signature, 'base64url')),
    ).toBe(false);
    expect(payload).toEqual({
      aud: 'jitsi',
      iss: 'chat',
      sub: tenant,
      room: request().room,
      nbf: seconds(start) - 16 * 60,
      exp: seconds(start) + (90 + 15) * 60,
      context: {
        user: { id: 'u-1', name: 'Dr. Sana Malik', email: 'sana@example.edu', moderator: 'false' },
        features: {
          livestreaming: 'false',
          recording: 'false',
          transcription: 'false',
          'outbound-call': 'false',
        },
      },
    });
    expect(jitsiRoomName(jitsi, request().room)).toBe(`${tenant}/${request().room}`);
  });
});

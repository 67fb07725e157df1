/**
 * Each request's id, as every log line of it carries (`reqId`) and its answer echoes (`X-Request-Id`): the
 * reverse proxy's own id when a trusted proxy (TRUST_PROXY) sends one, so that the proxy's access log and the
 * portal's meet; a random one otherwise, unique across processes and machines. Anyone else's header is ignored:
 * it could make one request's lines look like another's.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** proxy-addr's named ranges, which TRUST_PROXY accepts as Fastify does. */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** What a proxy's id may look like: nginx's `$request_id` (32 hex digits), a UUID, AWS's `Root=1-...`. */
const ACCEPTED_ID = /^[A-Za-z0-9._:;=+/@-]{1,128}$/;

/** Whether an address is one of TRUST_PROXY's addresses or ranges. */
export function trustedAddresses(trustProxy: readonly string[] | undefined): (address: string) => boolean {
  if (!trustProxy?.length) return () => false;
  const list = new BlockList();
  for (const entry of trustProxy.flatMap((e) => NAMED_RANGES[e] ?? [e])) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (address) => {
    // A server listening on `::` sees IPv4 peers as IPv4-mapped IPv6 addresses.
    const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
    const type = isIP(plain);
    return type !== 0 && list.check(plain, type === 6 ? 'ipv6' : 'ipv4');
  };
}

/** Fastify's `genReqId`: the trusted proxy's `X-Request-Id`, or a new UUID. */
export function requestIdGenerator(trustProxy: readonly string[] | undefined) {
  const trusted = trustedAddresses(trustProxy);
  return (request: IncomingMessage): string => {
    const sent = request.headers['x-request-id'];
    if (typeof sent === 'string' && ACCEPTED_ID.test(sent) && trusted(request.socket.remoteAddress ?? '')) {
      return sent;
    }
    return randomUUID();
  };
}

export default fp(
  async function requestIdPlugin(app: FastifyInstance) {
    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
  },
  { name: 'request-id' },
);

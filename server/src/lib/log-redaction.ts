/**
 * Secrets that travel in addresses (a calendar feed's link, a `token=` in a page's query) are written to the logs
 * as `[secret]`: whoever reads the logs must not be able to subscribe to someone's calendar or use their link.
 */
const CALENDAR_FEED = /^(\/api\/calendar\/)[^/?#]+(\.ics)/;
const TOKEN_PARAMETER = /([?&](?:token|secret)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(CALENDAR_FEED, '$1[secret]$2').replace(TOKEN_PARAMETER, '$1[secret]');
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's request serializer for the logs, with the address redacted. */
export const requestSerializer = (request: LoggedRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

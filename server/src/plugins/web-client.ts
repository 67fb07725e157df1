/**
 * Serves the built web client. Public pages (/, /about, /departments, ...) are rendered to HTML here by the
 * server-side bundle of web/ (dist/ssr), so they read without JavaScript; portal routes (/login, /student,
 * /admin/...) get the single-page app shell; unknown /api paths get the 404 envelope, never HTML.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_COOKIE,
  localeDirection,
  type Locale,
} from '../../../contract/locale';
import type { CollegeInfo } from '../../../contract/college';
import { MESSAGES } from '../../../contract/messages';
import { PUBLIC_PROGRAMS } from '../../../contract/programs';
import {
  isPortalRoute,
  PUBLIC_PAGE_PATHS,
  type PublicPageData,
  type RenderedPage,
} from '../../../contract/public-data';
import { loadPublicPageData } from '../modules/public-site/page-data';
import { earlyReads } from './early-reads';
import { allowScript, firstPaintShell, NAVIGATION_PRELOAD_HEADER } from './first-paint';
import { modulePreloadTags, pagePreloader, type PageModules, type ViteManifest } from './page-preload';
import { getCollegeInfo } from '../modules/settings/college';

interface Options {
  distDir: string;
  ssrEntry: string;
  collegeName: string;
  timeZone: string;
  /** PUBLIC_URL, the origin of the sitemap's and the canonical links; without it, each request's own. */
  publicUrl: string | null;
}

type Renderer = {
  render(data: PublicPageData): RenderedPage;
  renderPortal(input: {
    path: string;
    locale: Locale;
    college: CollegeInfo;
  }): { title: string; body: string } | undefined;
  /** Absent from a server bundle built before it. */
  portalModules?(path: string): PageModules[];
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
/** The header's blue, as in <meta name="theme-color"> of the pages. */
const THEME_COLOUR = '#1d4ed8';

/** JSON inside a <script> element: `<` escaped so that no text can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const localeCookie = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`);

/** The language the visitor chose (its cookie), which every page is rendered in. */
function requestLocale(request: FastifyRequest): Locale {
  const chosen = localeCookie.exec(request.headers.cookie ?? '')?.[1];
  return isLocale(chosen) ? chosen : DEFAULT_LOCALE;
}

/**
 * Vite names every file it writes under assets/ after its content, so such a file never changes: a phone keeps
 * it for a year and never asks again. Anything else (the service worker, the manifest, the favicon, the
 * theme script) is asked for again each time, and answered 304 when unchanged.
 */
export function cacheControlOf(path: string): string {
  return /[\\/]assets[\\/][^\\/]+-[\w-]{8,}(\.\w+)+$/.test(path)
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
}

/** `<html lang dir>` of a template for the language, so that nothing flashes in the other one. */
const inLanguage = (html: string, locale: Locale) =>
  html.replace('<html lang="en">', `<html lang="${locale}" dir="${localeDirection(locale)}">`);

export default fp(
  async function webClient(app: FastifyInstance, opts: Options) {
    const shellFile = join(opts.distDir, 'index.html');
    const publicTemplateFile = join(opts.distDir, 'public-page.html');
    const shell = existsSync(shellFile)
      ? firstPaintShell(readFileSync(shellFile, 'utf8'), opts.distDir)
      : undefined;
    const publicTemplate = existsSync(publicTemplateFile)
      ? readFileSync(publicTemplateFile, 'utf8')
      : undefined;
    const manifestFile = join(opts.distDir, '.vite', 'manifest.json');
    const pageReads = earlyReads(opts.distDir);
    const pageFiles = existsSync(manifestFile)
      ? pagePreloader(JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest)
      : undefined;
    const renderer: Renderer | undefined =
      publicTemplate && existsSync(opts.ssrEntry)
        ? await import(pathToFileURL(opts.ssrEntry).href)
        : undefined;

    if (shell) {
      await app.register(fastifyStatic, {
        root: opts.distDir,
        index: false,
        wildcard: true,
        // The templates are filled in by the routes below, never served raw.
        allowedPath: (path) => path !== '/index.html' && path !== '/public-page.html',
        // The build writes brotli and gzip copies of the text files (scripts/precompress.mjs).
        preCompressed: true,
        // Off, or @fastify/send writes its own `public, max-age=0` over the header set below. With preCompressed
        // the plugin adds `Vary: Accept-Encoding` itself, to the plain file too.
        cacheControl: false,
        setHeaders(reply, path) {
          reply.header('cache-control', cacheControlOf(path));
        },
      });
    }

    const origin = (request: FastifyRequest) => opts.publicUrl ?? `${request.protocol}://${request.host}`;

    /**
     * The app shell, with the college's details for the header and footer, and the page's first screen
     * rendered in it (the sign-in form, an area's frame) so that nothing is white while the scripts load.
     */
    async function sendShell(request: FastifyRequest, reply: FastifyReply) {
      const college = await getCollegeInfo(app.db, opts.collegeName);
      const locale = requestLocale(request);
      const path = request.url.split('?')[0];
      const first = renderer?.renderPortal({ path, locale, college });
      const underWorker = request.headers[NAVIGATION_PRELOAD_HEADER] !== undefined;
      const pages = renderer?.portalModules?.(path) ?? [];
      const files = pageFiles?.(pages, locale, { form: first?.body.includes('<form') }) ?? [];
      const reads = pageReads?.tags([...new Set(pages.flatMap((page) => page.reads ?? []))], files) ?? '';
      // A page with early reads has its script preload the page's chunks after them.
      const preloads = reads ? '' : modulePreloadTags(files);
      let html = inLanguage(underWorker ? shell!.withWorker : shell!.standalone, locale).replace(
        '</head>',
        `<meta name="college-time-zone" content="${escapeHtml(opts.timeZone)}" />` +
          `<script type="application/json" id="college-info">${scriptJson(college)}</script></head>`,
      );
      // The reads and the page's chunks go first, before the inlined style sheet (10 KB compressed, a fifth of a
      // second on slow mobile data): the browser asks for them as soon as the head arrives.
      html = html.replace(/<meta charset[^>]*>/i, (charset) => `${charset}${reads}${preloads}`);
      // The Urdu face waits for the page's data (web/src/app/after-first-data.ts).
      if (locale === 'ur') html = html.replace('<html lang="ur"', '<html class="urdu-face-later" lang="ur"');
      if (first) {
        html = html
          .replace(/<title>[^<]*<\/title>/, () => `<title>${first.title}</title>`)
          .replace('<div id="root"></div>', () => `<div id="root">${first.body}</div>`);
      }
      const policy = reply.getHeader('content-security-policy');
      if (typeof policy === 'string') {
        const inline = [shell!.themeScriptSource, reads ? pageReads!.scriptSource : undefined];
        reply.header(
          'content-security-policy',
          inline.reduce<string>(
            (allowed, source) => (source ? allowScript(allowed, source) : allowed),
            policy,
          ),
        );
      }
      // no-store keeps portal pages out of the back/forward cache: after sign-out, Back shows nothing personal.
      return (
        reply
          .header('cache-control', 'no-store')
          .header('vary', `cookie, ${NAVIGATION_PRELOAD_HEADER}`)
          // The service worker shows its copy of the page only in the language the visitor chose since.
          .header('content-language', locale)
          .type('text/html; charset=utf-8')
          .send(html)
      );
    }

    async function sendPublicPage(request: FastifyRequest, reply: FastifyReply, path: string) {
      const locale = requestLocale(request);
      const data = await loadPublicPageData(app.db, path, {
        collegeName: opts.collegeName,
        timeZone: opts.timeZone,
        locale,
      });
      const page = renderer!.render(data);
      const title = escapeHtml(page.title);
      const description = escapeHtml(page.description);
      const url = escapeHtml(`${origin(request)}${path}`);
      const head = [
        `<title>${title}</title>`,
        `<meta name="description" content="${description}" />`,
        `<link rel="canonical" href="${url}" />`,
        `<meta property="og:type" content="website" />`,
        `<meta property="og:site_name" content="${escapeHtml(data.college.name)}" />`,
        `<meta property="og:title" content="${title}" />`,
        `<meta property="og:description" content="${description}" />`,
        `<meta property="og:url" content="${url}" />`,
        `<script type="application/json" id="college-info">${scriptJson(data.college)}</script>`,
      ].join('\n    ');
      const html = inLanguage(publicTemplate!, locale)
        .replace('<!--page-head-->', head)
        .replace('<!--page-body-->', () => page.body);
      return reply
        .code(page.status)
        .header('cache-control', 'no-cache')
        .header('vary', 'cookie')
        .type('text/html; charset=utf-8')
        .send(html);
    }

    if (renderer) {
      for (const path of PUBLIC_PAGE_PATHS) {
        app.get(path, { config: { access: 'public' } }, (request, reply) =>
          sendPublicPage(request, reply, path),
        );
      }
      app.get<{ Params: { id: string } }>(
        '/departments/:id',
        { config: { access: 'public' } },
        (request, reply) => sendPublicPage(request, reply, `/departments/${request.params.id}`),
      );
    }

    // The web app manifest: the portal installs on a phone's home screen under the college's own name.
    app.get('/manifest.webmanifest', { config: { access: 'public' } }, async (request, reply) => {
      const college = await getCollegeInfo(app.db, opts.collegeName);
      const locale = requestLocale(request);
      return reply
        .type('application/manifest+json; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'cookie')
        .send({
          name: college.name,
          short_name: college.name.length > 12 ? 'Portal' : college.name,
          lang: locale,
          dir: localeDirection(locale),
          // Sign-in, which sends a signed-in person on to their own area.
          start_url: '/login',
          scope: '/',
          display: 'standalone',
          theme_color: THEME_COLOUR,
          background_color: '#ffffff',
          icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
        });
    });

    app.get('/robots.txt', { config: { access: 'public' } }, async (request, reply) => {
      const lines = [
        'User-agent: *',
        'Allow: /',
        // A verification page names a student: for the employer who has the code, not for search engines.
        ...['/api/', '/login', '/register/', '/student', '/faculty', '/admin', '/classroom', '/verify/'].map(
          (p) => `Disallow: ${p}`,
        ),
      ];
      lines.push('', `Sitemap: ${origin(request)}/sitemap.xml`);
      return reply.type('text/plain; charset=utf-8').send(`${lines.join('\n')}\n`);
    });

    app.get('/sitemap.xml', { config: { access: 'public' } }, async (request, reply) => {
      const paths = [
        ...PUBLIC_PAGE_PATHS,
        ...PUBLIC_PROGRAMS.map((p) => `/departments/${p.id}`),
        '/register/student',
        '/register/faculty',
      ];
      const urls = paths.map((p) => `  <url><loc>${escapeHtml(origin(request) + p)}</loc></url>`).join('\n');
      return reply
        .type('application/xml; charset=utf-8')
        .send(
          `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
        );
    });

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0];
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !path.startsWith('/api') &&
        !/\.\w+$/.test(path);
      if (wantsPage && shell && isPortalRoute(path)) return sendShell(request, reply);
      // Any other address is a real 404 page, rendered like the public pages.
      if (wantsPage && renderer) return sendPublicPage(request, reply, path);
      return reply.code(404).send({ success: false, message: MESSAGES.notFound });
    });
  },
  { name: 'web-client', dependencies: ['database'] },
);

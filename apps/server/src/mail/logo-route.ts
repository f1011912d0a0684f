import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { routeDocs } from '../openapi/route-docs.js';
import { MAIL_LOGO_PATH } from './mail-html.js';

/** The shop's mark (the web app's favicon), drawn for e-mails: many mail clients show no SVG. */
const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="96" height="96"><rect width="32" height="32" rx="6" fill="#8a3f1d"/><path d="M8 9h7a3 3 0 0 1 3 3v12a2 2 0 0 0-2-2H8zM24 9h-5a3 3 0 0 0-1 .2V24a2 2 0 0 1 2-2h4z" fill="#fff8ec"/></svg>';

/** `GET /mail/logo.png`: the logo the e-mails show, drawn once per process, cached by clients for a day. */
export async function mailLogoRoute(app: FastifyInstance) {
  let png: Promise<Buffer> | null = null;
  app.get(
    MAIL_LOGO_PATH,
    { schema: routeDocs({ summary: "The shop's logo as the e-mails show it", tags: ['site'] }) },
    async (_request, reply) => {
      png ??= sharp(Buffer.from(LOGO_SVG)).png().toBuffer();
      return reply
        .type('image/png')
        .header('cache-control', 'public, max-age=86400')
        .send(await png);
    },
  );
}

import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet from 'helmet';

// Stripe.js and its Elements, as Stripe's Content-Security-Policy list for Stripe.js names them (Google
// Maps, which that list adds for the Address Element's autocomplete, is left out: Bazaar does not use it).
const STRIPE_SCRIPTS = ['https://js.stripe.com', 'https://*.js.stripe.com'];
const STRIPE_FRAMES = ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'];
const STRIPE_CONNECTIONS = ['https://api.stripe.com'];

/**
 * The security headers of every answer (docs/security.md, "Headers on every document and answer"), with
 * helmet's defaults for the rest. What is not a document (API answers, pictures, files, errors) gets a
 * policy that lets it load nothing and be framed by nobody; each document replaces it with its own
 * (withDocumentPolicy).
 *
 * helmet's middleware is made once and run on every request. (@fastify/helmet made it again on every
 * request, parsing the policy each time: 3% of the CPU of a listing answered from memory.)
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', (request, reply, done) =>
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined)),
  );
}

export interface DocumentPolicyOptions {
  /** The document is /payment's and the card provider is Stripe: Stripe.js may load, frame and call. */
  stripe: boolean;
}

/**
 * A storefront document's policy. Scripts only from the shop itself (the documents have no inline script;
 * their data block is JSON, which never runs). Inline styles only with the document's nonce: its boot shell's
 * rules, and the `<style>` radix-ui adds when a menu or dialog locks the page's scroll (the storefront
 * passes the nonce on, apps/storefront/src/styleNonce.ts). Fonts may be data: URLs (the stylesheet inlines
 * the Hindi language name's face). Connections to the shop itself, its chat socket included ('self'
 * covers ws: and wss: to the same host). Frames nothing, and is framed by nobody.
 */
export function documentDirectives(styleNonce: string, { stripe }: DocumentPolicyOptions) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...(stripe ? STRIPE_SCRIPTS : [])],
    styleSrc: ["'self'", `'nonce-${styleNonce}'`],
    imgSrc: ["'self'"],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...(stripe ? STRIPE_CONNECTIONS : [])],
    frameSrc: stripe ? STRIPE_FRAMES : ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/**
 * Gives the reply a document's policy with a fresh nonce, and returns the document with that nonce on each
 * of its `<style>` elements. Only the built documents' own style elements are there: what the server writes
 * into a document from the database has every `<` escaped (page-documents.ts).
 */
export function withDocumentPolicy(
  reply: FastifyReply,
  html: string,
  options: DocumentPolicyOptions,
): string {
  const nonce = randomBytes(16).toString('base64');
  const policy = helmet.contentSecurityPolicy({
    useDefaults: false,
    directives: documentDirectives(nonce, options),
  });
  policy(reply.request.raw, reply.raw, (error?: unknown) => {
    if (error) throw error;
  });
  return html.replaceAll('<style>', () => `<style nonce="${nonce}">`);
}

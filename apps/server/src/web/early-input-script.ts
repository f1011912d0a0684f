import { createHash } from 'node:crypto';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_ATTRIBUTES } from '@bookshop/i18n';

/**
 * The one inline script of a server-rendered page: it keeps the taps a shopper makes before the
 * app has hydrated, which would otherwise reach no handler and be lost (on a slow phone the
 * page is on screen seconds before its code runs). The web app takes the queue just before it
 * hydrates and replays it once hydrated (apps/web/src/app/ssr/early-input.ts, which also puts
 * back text typed meanwhile; text needs nothing recorded here, the fields keep it themselves).
 *
 * What it queues, with the click's default prevented so nothing happens half-hydrated:
 * - buttons and checkbox, radio, submit, button, image and reset inputs, which need the app to do
 *   anything (a radio ticked now would only be unticked by hydration, a submit would post the
 *   form to the page's own address);
 * - a label's click as a click on its control, by the same rule.
 * What it leaves alone: links (an `<a href>` works without the app: the next page arrives
 * rendered by the server; a link to another language's page, the language switch, also writes the
 * cookie that remembers the choice, as the app's switch does once hydrated, or the choice would be
 * lost and a switch back to English sent straight back to Urdu by the server's redirect), text
 * fields and selects (a tap focuses them, for typing), and a
 * submit of a form with its own `action` (the server takes it as it is, no app needed). Formik's
 * `action="#"` is no such address: it is there for when its handler fails, and natively the form
 * would be sent to the page's own address, the shopper's entries in it (a phone number, an e-mail).
 *
 * It leaves `window.__earlyInput = { clicks, stop }`: the clicked elements in order, and `stop`,
 * which removes its listener (the app calls it right before hydrating: from then on React itself
 * hydrates at once on a tap and handles it). Written small by hand (it is in every page) and
 * ES5, so that any browser that runs it parses it.
 */
export const EARLY_INPUT_SCRIPT =
  '(function(d,c){function h(e){' +
  'var a,l,t=e.target.closest&&e.target.closest("a[href],button,input,label,select,textarea");' +
  `if(t&&t.tagName=="A"){if(l=t.getAttribute("hreflang"))d.cookie=${JSON.stringify(`${LANGUAGE_COOKIE}=`)}+l+${JSON.stringify(`; ${LANGUAGE_COOKIE_ATTRIBUTES}`)};return}` +
  'if(t&&t.tagName=="LABEL")t=t.control;' +
  'if(!t||!(t.tagName=="BUTTON"||t.tagName=="INPUT"&&/^(checkbox|radio|submit|image|button|reset)$/.test(t.type))' +
  '||/^(submit|image)$/.test(t.type)&&t.form&&(a=t.form.getAttribute("action"))&&a[0]!="#")return;' +
  'e.preventDefault();c.push(t)}' +
  'd.addEventListener("click",h,!0);' +
  'window.__earlyInput={clicks:c,stop:function(){d.removeEventListener("click",h,!0)}}' +
  '})(document,[])';

/** The script as the page's head carries it. */
export const EARLY_INPUT_TAG = `<script>${EARLY_INPUT_SCRIPT}</script>`;

/**
 * The script's hash as a Content-Security-Policy source: `script-src` allows this one inline
 * script and no other (the policy has no 'unsafe-inline'), and a change to the script changes it.
 */
export const EARLY_INPUT_CSP_SOURCE = `'sha256-${createHash('sha256').update(EARLY_INPUT_SCRIPT, 'utf8').digest('base64')}'`;

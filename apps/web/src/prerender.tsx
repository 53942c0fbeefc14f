/**
 * The build's prerendering of the public pages (scripts/prerender.mjs runs it after `vite build
 * --ssr`): each page as a visitor without an account first sees it, in one language, for one site,
 * so the text shows before any script has run (docs/decisions/014). The browser then takes the
 * same markup over (main.tsx). A member's first pages are prerendered too, as a frame with nothing
 * of any member's (lib/member-frame.ts, docs/decisions/037).
 */
import type { Domain, Language } from '@varmala/shared';

export { DOMAINS, LANGUAGES } from '@varmala/shared';
export { finishPages } from './finish-pages';
export { MEMBER_FRAME_PATHS } from './lib/member-frame';

import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { routes } from './app/routes';
import { takePrerenderedTitle } from './components/use-document-title';
import { i18next, prerenderIn } from './i18n/i18n';
import { drawMemberFrame, isMemberFrame } from './lib/member-frame';
import { setPublicConfig } from './lib/public-config';
import { markAuthChecked } from './lib/session';

/** The visitor's view: signed out; the site's contact and app links arrive with the page (web-app.ts). */
markAuthChecked();

export interface PrerenderedPage {
  title: string;
  html: string;
}

/** The pages visitors land on, as they are before anyone has typed or chosen anything. */
export const PRERENDERED_PATHS = ['/', '/login', '/signup', '/password/reset', '/public-profile/search'];

export async function prerender(path: string, language: Language, domain: Domain): Promise<PrerenderedPage> {
  // The page's own texts come with its route, in the language set here.
  await prerenderIn(language, []);
  setPublicConfig({
    domain,
    whatsapp_number: null,
    support_email: null,
    android_app_url: null,
    analytics_tag: null,
    upi_payments: false,
  });
  // The session stays a visitor's: a member's frame is drawn for a member, but for none in particular.
  drawMemberFrame(isMemberFrame(path));
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender${path}`));
  if (context instanceof Response) throw new Error(`${path} answered a redirect while prerendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  try {
    const html = renderToString(
      <Providers>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>,
    );
    return { title: takePrerenderedTitle(), html };
  } finally {
    drawMemberFrame(false);
  }
}

/** The parts of the catalogue a prerendered form's answer is written with (decision 033). */
const FORM_TEXT_SECTIONS = ['validation', 'errors', 'login', 'signup', 'resetPassword'];

/**
 * The texts the server answers a prerendered form with when the browser sent it without the app:
 * its errors, the forms' labels and notices, in `language`, by dotted key (dist/form-texts.json).
 */
export async function formTexts(language: Language): Promise<Record<string, string>> {
  await prerenderIn(language, ['errors']);
  const texts: Record<string, string> = {};
  const flatten = (value: unknown, key: string) => {
    if (typeof value === 'string') texts[key] = value;
    else if (value && typeof value === 'object') {
      for (const [name, inner] of Object.entries(value)) flatten(inner, `${key}.${name}`);
    }
  };
  const catalogue = i18next.getResourceBundle(language, 'translation') as Record<string, unknown>;
  for (const section of FORM_TEXT_SECTIONS) flatten(catalogue[section], section);
  return texts;
}

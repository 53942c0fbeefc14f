import type { Domain } from './domains.js';
import { EARLY_INSTALL_OFFER } from './install-offer.js';
import type { Language } from './languages.js';

/**
 * The pages of the web app as the build finishes them (apps/web src/prerender/finish-pages.ts) and
 * the server sends them (apps/server src/plugins/web-app.ts): dist/pages.json, one page per site,
 * language and route, keyed by `builtPageKey`.
 */
export type BuiltPages = Record<string, string>;

/** Where the server puts the site's public configuration, the one part the build cannot know. */
export const PUBLIC_CONFIG_SLOT = '<!--public-config-->';

/**
 * A page's key: `domain language route`, with ` member` for a signed-in member's (no visitor's
 * markup), and route `*` for any page the build did not name.
 */
export function builtPageKey(domain: Domain, language: Language, route = '*', member = false): string {
  return `${domain} ${language} ${route}${member ? ' member' : ''}`;
}

/** The element of a prerendered page that lists the scripts taking it over. */
export const PAGE_SCRIPTS_ID = 'page-scripts';

/**
 * Set on `window` once the starter has added the last of its chunks, with an event of the same name:
 * the app's first fetch of a chunk waits for it. Vite's loader reads the page's links once, when first
 * asked, and adds again each chunk that was not there yet.
 */
export const PRELOADS_ADDED = 'varmalaPreloadsAdded';

/**
 * A prerendered page's one inline script (decision 014): once the browser reports the page's text
 * on the screen (its first contentful paint), it asks for the scripts listed in `#page-scripts`, the
 * entry first, then the chunks it imports, each in a task of its own: a slow phone spends a few
 * milliseconds on each element it adds, and twenty in one task held the page past 50 ms. Then it
 * says so (`PRELOADS_ADDED`). A page opened in a background tab asks at once, as it
 * paints nothing; a browser that never reports the paint asks after three seconds. The browser's
 * offer to install the site, which may come before the app runs, is kept for the app's banner
 * (`window[EARLY_INSTALL_OFFER]`, read by apps/web src/app/mobile-app-banner.tsx). The server's
 * content security policy allows it by its hash.
 */
export const PAGE_SCRIPTS_STARTER = /* @__PURE__ */ [
  '(function(){',
  `addEventListener("beforeinstallprompt",function(event){event.preventDefault();window.${EARLY_INSTALL_OFFER}=event});`,
  `var list=document.getElementById("${PAGE_SCRIPTS_ID}");if(!list)return;`,
  'var scripts=JSON.parse(list.textContent),asked=false;',
  'function add(tag,set){var element=document.createElement(tag);set(element);element.crossOrigin="anonymous";document.head.appendChild(element)}',
  'function preload(i){if(scripts.preload.length>i)setTimeout(function(){',
  'add("link",function(e){e.rel="modulepreload";e.href=scripts.preload[i]});preload(i+1)},0);',
  `else{window.${PRELOADS_ADDED}=true;dispatchEvent(new Event("${PRELOADS_ADDED}"))}}`,
  'function fetchScripts(){if(asked)return;asked=true;',
  'add("script",function(e){e.type="module";e.src=scripts.entry});preload(0)}',
  'if(document.visibilityState==="hidden")return fetchScripts();',
  'setTimeout(fetchScripts,3000);',
  'try{new PerformanceObserver(function(entries,observer){',
  'if(entries.getEntriesByName("first-contentful-paint").length){observer.disconnect();setTimeout(fetchScripts,0)}',
  '}).observe({type:"paint",buffered:true})}',
  'catch(error){requestAnimationFrame(function(){setTimeout(fetchScripts,0)})}',
  '})();',
].join('');

/**
 * The texts a public page's form may answer with when it is sent without the app (decision 033):
 * per language, the catalogues' `validation`, `errors`, `login`, `signup` and `resetPassword` texts
 * by their dotted keys, plural forms included. The build writes them beside pages.json.
 */
export type BuiltFormTexts = Record<Language, Record<string, string>>;

/** The file in the web build that holds `BuiltFormTexts`. */
export const FORM_TEXTS_FILE = 'form-texts.json';

/** A prerendered form's answer (its errors, or that it was sent) as the server gives it to the app. */
export const FORM_OUTCOME_ID = 'form-outcome';

export interface FormOutcomeNotice {
  /** The page whose form was sent. */
  route: string;
  tone: 'warning' | 'success';
  title: string;
  lines: string[];
}

import { TOKEN_COOKIE } from './api/accounts/token-claims.js';
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
 * A member's page whose content is one call (the search's first page) names it in `#page-scripts`
 * (`first`): the starter sends it at once, as the member, beside the scripts rather than after them,
 * and keeps the answer on `window[FIRST_ANSWER]` for the app's own call of it (apps/web
 * src/lib/first-answer.ts). `image` is where the answer names the picture the page shows first,
 * asked for as soon as the answer is in, unless the reader spares their data.
 */
export interface FirstCall {
  method: 'GET' | 'POST';
  /** Under /api, as the app's own call writes it. */
  url: string;
  /** The JSON body, exactly as the app's own call writes it. */
  body?: string;
  image?: readonly (string | number)[];
}

/** What the starter kept of a page's first call: the call, the token it was sent with, its answer. */
export interface FirstAnswer {
  method: string;
  url: string;
  body: string | undefined;
  token: string;
  /** The answer's JSON when it was a 200 in JSON; null otherwise, and the app asks again. */
  answer: Promise<unknown>;
}

/** Where on `window` the starter keeps a page's first call and its answer (`FirstAnswer`). */
export const FIRST_ANSWER = 'varmalaFirstAnswer';

/**
 * A prerendered page's one inline script (decision 014): once the browser reports the page's text
 * on the screen (its first contentful paint), it asks for the scripts listed in `#page-scripts`, the
 * entry first, then the chunks it imports, each in a task of its own: a slow phone spends a few
 * milliseconds on each element it adds, and twenty in one task held the page past 50 ms. Then it
 * says so (`PRELOADS_ADDED`). A page opened in a background tab asks at once, as it
 * paints nothing; a browser that never reports the paint asks after three seconds. The browser's
 * offer to install the site, which may come before the app runs, is kept for the app's banner
 * (`window[EARLY_INSTALL_OFFER]`, read by apps/web src/app/mobile-app-banner.tsx). A page that
 * names its first call (`FirstCall`) has it sent at once. The server's content security policy
 * allows the script by its hash.
 */
export const PAGE_SCRIPTS_STARTER = /* @__PURE__ */ [
  '(function(){',
  `addEventListener("beforeinstallprompt",function(event){event.preventDefault();window.${EARLY_INSTALL_OFFER}=event});`,
  `var list=document.getElementById("${PAGE_SCRIPTS_ID}");if(!list)return;`,
  'var scripts=JSON.parse(list.textContent),asked=false;',
  // The page's first call (`FirstCall`): only on the page it was written for (a page kept offline
  // may stand in for another), and as its address names it, with no filters added.
  'var root=document.getElementById("root");',
  `if(scripts.first&&root&&root.getAttribute("data-prerendered")===location.pathname&&!location.search&&window.fetch)(function(first){`,
  `var token=document.cookie.match(/(?:^|; )${TOKEN_COOKIE}=([^;]+)/);if(!token)return;token=decodeURIComponent(token[1]);`,
  'var answer=fetch(first.url,{method:first.method,credentials:"same-origin",body:first.body,',
  'headers:{Accept:"application/json","Content-Type":"application/json",Authorization:"Bearer "+token}})',
  '.then(function(r){return r.ok&&/application\\/json/.test(r.headers.get("content-type")||"")?r.json():null})',
  '.catch(function(){return null});',
  `window.${FIRST_ANSWER}={method:first.method,url:first.url,body:first.body,token:token,answer:answer};`,
  // The reader who spares their data (apps/web src/lib/data-saver.ts, prefersLessData): no picture.
  'var c=navigator.connection;if(!first.image||(c&&(c.saveData||/2g/.test(c.effectiveType||""))))return;',
  'answer.then(function(v){for(var i=0;v&&first.image.length>i;i++)v=v[first.image[i]];',
  'if(typeof v!=="string")return;var e=document.createElement("link");',
  'e.rel="preload";e.as="image";e.href=v;e.setAttribute("fetchpriority","high");document.head.appendChild(e)})',
  '})(scripts.first);',
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

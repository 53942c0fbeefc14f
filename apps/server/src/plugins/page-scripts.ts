import { createHash } from 'node:crypto';
import { EARLY_INSTALL_OFFER } from '@varmala/shared';

/** The element of a prerendered page that lists the scripts taking it over. */
export const PAGE_SCRIPTS_ID = 'page-scripts';

/**
 * A prerendered page's one inline script (decision 014): once the browser reports the page's text
 * on the screen (its first contentful paint), it asks for the scripts listed in `#page-scripts`, the
 * entry first, then the chunks it imports. A page opened in a background tab asks at once, as it
 * paints nothing; a browser that never reports the paint asks after three seconds. The browser's
 * offer to install the site, which may come before the app runs, is kept for the app's banner
 * (`window[EARLY_INSTALL_OFFER]`, read by apps/web src/app/mobile-app-banner.tsx).
 */
export const PAGE_SCRIPTS_STARTER = [
  '(function(){',
  `addEventListener("beforeinstallprompt",function(event){event.preventDefault();window.${EARLY_INSTALL_OFFER}=event});`,
  `var list=document.getElementById("${PAGE_SCRIPTS_ID}");if(!list)return;`,
  'var scripts=JSON.parse(list.textContent),asked=false;',
  'function add(tag,set){var element=document.createElement(tag);set(element);element.crossOrigin="anonymous";document.head.appendChild(element)}',
  'function fetchScripts(){if(asked)return;asked=true;',
  'add("script",function(e){e.type="module";e.src=scripts.entry});',
  'scripts.preload.forEach(function(href){add("link",function(e){e.rel="modulepreload";e.href=href})})}',
  'if(document.visibilityState==="hidden")return fetchScripts();',
  'setTimeout(fetchScripts,3000);',
  'try{new PerformanceObserver(function(entries,observer){',
  'if(entries.getEntriesByName("first-contentful-paint").length){observer.disconnect();setTimeout(fetchScripts,0)}',
  '}).observe({type:"paint",buffered:true})}',
  'catch(error){requestAnimationFrame(function(){setTimeout(fetchScripts,0)})}',
  '})();',
].join('');

/** The starter as a source of the pages' script-src: the policy allows it and no other inline script. */
export const PAGE_SCRIPTS_STARTER_SOURCE = `'sha256-${createHash('sha256').update(PAGE_SCRIPTS_STARTER).digest('base64')}'`;

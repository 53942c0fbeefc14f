import { displayName, LANGUAGES, type Language, siteName } from '@varmala/shared';
import { Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp, { type OverlayOptions } from 'sharp';
import type { Biodata } from './load.js';
import { contactLine, rowsOf } from './render.js';
import { BIODATA_TEXTS } from './texts.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.codePointAt(0)};`);

const PAGE_TEXTS: Readonly<Record<Language, { download: string; whatsapp: string }>> = {
  en: { download: 'Download PDF', whatsapp: 'Share on WhatsApp' },
  mr: { download: 'PDF डाउनलोड करा', whatsapp: 'व्हॉट्सॲपवर पाठवा' },
  ta: { download: 'PDF பதிவிறக்கு', whatsapp: 'வாட்ஸ்அப்பில் பகிருங்கள்' },
};

/** The site's mark (apps/web/public/favicon.svg) inline: the page's policy admits images only as data: URLs. */
const FAVICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="13" fill="#7a1431"/><circle cx="53" cy="15" r="3.6" fill="#f2b233"/><circle cx="51.4" cy="24.2" r="3.6" fill="#fbe9cf"/><circle cx="46.8" cy="32" r="3.6" fill="#f2b233"/><circle cx="40" cy="37.2" r="3.6" fill="#fbe9cf"/><circle cx="32" cy="39" r="3.6" fill="#f2b233"/><circle cx="24" cy="37.2" r="3.6" fill="#fbe9cf"/><circle cx="17.2" cy="32" r="3.6" fill="#f2b233"/><circle cx="12.6" cy="24.2" r="3.6" fill="#fbe9cf"/><circle cx="11" cy="15" r="3.6" fill="#f2b233"/><circle cx="32" cy="48" r="2.6" fill="#f2b233"/><circle cx="32" cy="54" r="1.8" fill="#fbe9cf"/></svg>',
)}`;

const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', mr: 'मराठी', ta: 'தமிழ்' };

export interface SharePage {
  bio: Biodata;
  language: Language;
  /** The page's own address (the shared link). */
  url: string;
}

/** The title a preview shows: the name as written, the member id and the site. */
export function shareTitle({ bio, language }: Pick<SharePage, 'bio' | 'language'>): string {
  return `${displayName(bio, bio.domain)} · ${bio.mid} · ${siteName(bio.domain, language)} ${BIODATA_TEXTS[language].title}`;
}

/** The page's own styles: a constant, no member's text in it. */
const STYLES = `
body{margin:0;font-family:"Noto Sans","Noto Sans Devanagari","Noto Sans Tamil",sans-serif;background:#f5f0eb;color:#1f2933}
main{max-width:40rem;margin:0 auto;padding:1rem}
.card{background:#fff;border-radius:.75rem;padding:1.25rem;box-shadow:0 1px 4px #0002}
.head{display:flex;gap:1rem;align-items:flex-start;justify-content:space-between}
h1{color:#9b1c31;font-size:1.6rem;margin:.2rem 0}
.mid{color:#52606d;font-weight:600}
.head>div{min-width:0}
.photo{flex:none;width:30%;max-width:8rem;height:auto;border-radius:.5rem}
h2{color:#9b1c31;font-size:1.1rem;margin:1.2rem 0 .4rem}
dl{display:grid;grid-template-columns:minmax(7rem,40%) 1fr;gap:.35rem .75rem;margin:0}
dt{color:#52606d}dd{margin:0}
.contact{margin-top:1.2rem;padding-top:.8rem;border-top:1px solid #e4e7eb;font-weight:600}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin:1rem 0}
.actions a{flex:1 1 12rem;text-align:center;padding:.85rem 1rem;border-radius:.5rem;text-decoration:none;font-weight:600;font-size:1.05rem}
.pdf{background:#9b1c31;color:#fff}.wa{background:#1f7a4d;color:#fff}
.langs{display:flex;flex-wrap:wrap;justify-content:center;align-items:center;gap:0 .25rem;margin:0;color:#52606d}
.langs a,.langs strong{display:inline-flex;align-items:center;justify-content:center;min-width:44px;min-height:44px;padding:0 .75rem}
.langs a{color:#9b1c31}
`;

/**
 * The public page a shared link opens: the biodata card (what the PDF prints), a download button,
 * a WhatsApp button, and the preview WhatsApp reads (og:title, og:image). Plain HTML with its own
 * styles, no script: it opens fast on any phone. Drawn by React as the prerendered pages are, so
 * every text a member wrote is escaped by construction.
 */
export function sharePageHtml(page: SharePage): string {
  return `<!doctype html>\n${renderToStaticMarkup(<SharePageDocument {...page} />)}`;
}

function SharePageDocument({ bio, language, url }: SharePage) {
  const texts = PAGE_TEXTS[language];
  const title = shareTitle({ bio, language });
  const contact = contactLine(bio.contact, language);
  const sections = rowsOf(bio, language).filter((section) => section.rows.length > 0);
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <meta name="referrer" content="no-referrer" />
        <title>{title}</title>
        <link rel="icon" href={FAVICON} type="image/svg+xml" />
        <meta property="og:type" content="profile" />
        <meta property="og:title" content={title} />
        <meta property="og:url" content={url} />
        <meta property="og:image" content={`${url}/card.png`} />
        <meta property="og:image:width" content="1200" />
        <meta property="og:image:height" content="630" />
        <style>{STYLES}</style>
      </head>
      <body>
        <main>
          <p className="langs">
            {LANGUAGES.map((code, i) => (
              <Fragment key={code}>
                {i > 0 && <span aria-hidden="true">·</span>}
                {code === language ? (
                  <strong>{LANGUAGE_NAMES[code]}</strong>
                ) : (
                  <a href={`?lang=${code}`} hrefLang={code}>
                    {LANGUAGE_NAMES[code]}
                  </a>
                )}
              </Fragment>
            ))}
          </p>
          <article className="card">
            <div className="head">
              <div>
                <div className="mid">{`${siteName(bio.domain, language)} · ${bio.mid}`}</div>
                <h1>{displayName(bio, bio.domain)}</h1>
              </div>
              {bio.photo && (
                <img
                  className="photo"
                  alt=""
                  src={`data:image/jpeg;base64,${bio.photo.toString('base64')}`}
                />
              )}
            </div>
            {sections.map((section) => (
              <Fragment key={section.heading ?? ''}>
                {section.heading && <h2>{section.heading}</h2>}
                <dl>
                  {section.rows.map(([label, value]) => (
                    <Fragment key={label}>
                      <dt>{label}</dt>
                      <dd>{value}</dd>
                    </Fragment>
                  ))}
                </dl>
              </Fragment>
            ))}
            <p className="contact">{`${contact.label}: ${contact.text}`}</p>
          </article>
          <div className="actions">
            <a className="pdf" href={`${url}/biodata.pdf?lang=${language}`} download>
              {texts.download}
            </a>
            <a className="wa" href={`https://wa.me/?text=${encodeURIComponent(url)}`} rel="noopener">
              {texts.whatsapp}
            </a>
          </div>
        </main>
      </body>
    </html>
  );
}

const GRAPHEMES = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const graphemes = (text: string) => [...GRAPHEMES.segment(text)].map((part) => part.segment);

/** A text of at most `most` letters as readers count them, cut with '…'. */
function cut(text: string, most: number): string {
  const letters = graphemes(text);
  return letters.length <= most
    ? text
    : `${letters
        .slice(0, most - 1)
        .join('')
        .trimEnd()}…`;
}

/** The preview image of a shared link (1200 × 630): photo, name, member id, age and star. */
export async function shareCardPng({ bio, language }: Pick<SharePage, 'bio' | 'language'>): Promise<Buffer> {
  const t = BIODATA_TEXTS[language];
  const rows = rowsOf(bio, language).flatMap((section) => section.rows);
  const textX = bio.photo ? 420 : 80;
  const room = 1200 - textX - 50;
  const name = displayName(bio, bio.domain);
  // SVG text is not measured here: sizes and cuts keep to the room by the letters' count (Tamil and
  // Devanagari letters are wider than Latin ones, so the estimate allows for them).
  const nameSize = Math.min(56, Math.floor(room / (graphemes(name).length * 0.72)));
  const lineRoom = Math.floor(room / (34 * 0.68));
  const lines = rows.slice(0, 5).map(([label, value]) => cut(`${label}: ${value}`, lineRoom));
  const font = 'font-family="Noto Sans, Noto Sans Devanagari, Noto Sans Tamil"';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
<rect width="1200" height="630" fill="#fbf7f2"/><rect width="1200" height="16" fill="#9b1c31"/>
<text x="${textX}" y="110" ${font} font-size="30" fill="#52606d">${escapeHtml(cut(`${siteName(bio.domain, language)} · ${t.title} · ${bio.mid}`, Math.floor(room / 20)))}</text>
<text x="${textX}" y="180" ${font} font-size="${nameSize}" font-weight="bold" fill="#9b1c31">${escapeHtml(name)}</text>
${lines.map((line, i) => `<text x="${textX}" y="${260 + i * 56}" ${font} font-size="34" fill="#1f2933">${escapeHtml(line)}</text>`).join('\n')}
</svg>`;
  const layers: OverlayOptions[] = [];
  if (bio.photo) {
    layers.push({
      input: await sharp(bio.photo).resize(300, 400, { fit: 'cover' }).toBuffer(),
      left: 70,
      top: 115,
    });
  }
  return sharp(Buffer.from(svg)).composite(layers).png({ compressionLevel: 8 }).toBuffer();
}

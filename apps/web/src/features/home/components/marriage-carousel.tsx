import type { Marriage } from '@varmala/shared';
import { useId, useRef } from 'react';
import { useTranslation } from '../../../i18n/use-translation';

/**
 * Success stories side by side, swiped or stepped with the buttons. It never moves by itself:
 * an auto-playing carousel spends a family's data and is hard to read or pause.
 */
export function MarriageCarousel({ rows }: { rows: Marriage[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const track = useRef<HTMLUListElement>(null);
  if (rows.length === 0) return null;

  const step = (direction: 1 | -1) => {
    const list = track.current;
    const slide = list?.firstElementChild;
    if (!list || !slide) return;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    list.scrollBy({ left: direction * slide.clientWidth, behavior: still ? 'auto' : 'smooth' });
  };

  return (
    <section className="home-section" aria-labelledby={headingId}>
      <h2 className="home-section__title" id={headingId}>
        {t('home.marriages')}
      </h2>
      <div className="carousel">
        <button
          className="carousel__button"
          type="button"
          onClick={() => step(-1)}
          aria-label={t('home.previous')}
        >
          <span aria-hidden="true">‹</span>
        </button>
        {/* Focusable, so the photos can be scrolled with the keyboard too. */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
        <ul className="carousel__track" ref={track} tabIndex={0} aria-label={t('home.marriagesLabel')}>
          {rows.map((row) => (
            <li className="carousel__slide" key={row.id}>
              <figure className="carousel__figure">
                <img
                  className="carousel__photo"
                  src={row.large}
                  srcSet={`${row.short} 200w, ${row.large} 800w, ${row.url} 1600w`}
                  sizes="(min-width: 48rem) 22rem, 80vw"
                  alt=""
                  width={800}
                  height={600}
                  loading="lazy"
                  decoding="async"
                />
                <figcaption className="carousel__caption" lang={row.language ?? undefined}>
                  {row.caption}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <button
          className="carousel__button"
          type="button"
          onClick={() => step(1)}
          aria-label={t('home.next')}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </section>
  );
}

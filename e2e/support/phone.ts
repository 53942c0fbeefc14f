import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** The small phone every page must fit, in CSS pixels. */
export const PHONE = { width: 360, height: 740 };

/** The page is no wider than the phone; when it is, the message names what sticks out. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { width, outside } = await page.evaluate((phone) => {
    const outside: string[] = [];
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      const box = element.getBoundingClientRect();
      // The outermost element that sticks out, not each of its ancestors' children too.
      if (
        box.right > phone + 0.5 &&
        box.width > 0 &&
        !outside.some((seen) => seen === element.parentElement?.dataset.outside)
      ) {
        const name = `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} (${Math.round(box.left)}-${Math.round(box.right)})`;
        element.dataset.outside = name;
        outside.push(name);
      }
    }
    for (const element of document.querySelectorAll<HTMLElement>('[data-outside]'))
      delete element.dataset.outside;
    return { width: document.documentElement.scrollWidth, outside: outside.slice(0, 5) };
  }, PHONE.width);
  expect(width, `wider than the phone: ${outside.join(', ')}`).toBeLessThanOrEqual(PHONE.width);
}

/**
 * The visible controls (links, buttons, fields, folds) whose boxes overlap the element's; the
 * element itself, what it holds and what holds it are left out, and so are visually hidden ones.
 */
export async function controlsOverlapping(target: Locator): Promise<string[]> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const overlapping: string[] = [];
    for (const control of document.querySelectorAll('a[href], button, input, select, textarea, summary')) {
      if (control === element || element.contains(control) || control.contains(element)) continue;
      const rect = control.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1 || getComputedStyle(control).visibility === 'hidden') continue;
      const across = Math.min(rect.right, box.right) - Math.max(rect.left, box.left);
      const down = Math.min(rect.bottom, box.bottom) - Math.max(rect.top, box.top);
      if (across > 0 && down > 0) {
        const name = (control.textContent || control.getAttribute('aria-label') || '').trim().slice(0, 40);
        overlapping.push(`${control.tagName.toLowerCase()} "${name}"`);
      }
    }
    return overlapping;
  });
}

/** Whether a tap at the centre of the element reaches it, not something drawn over it. */
export async function isTappable(target: Locator): Promise<boolean> {
  await target.scrollIntoViewIfNeeded();
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
}

/** The size every tap target has at least, in CSS pixels (links inside running text excepted). */
export const TAP_SIZE = 44;

/**
 * Controls on the page smaller than 44×44 px: links, buttons, fields and folds, a tick box or radio
 * measured with its label. Links inside running text are left out, as WCAG leaves them out, and so
 * is what is visually hidden or off the screen.
 */
export async function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate((size) => {
    const small: string[] = [];
    const selector = 'a[href], button, select, input:not([type=hidden]), textarea, summary, [role=button]';
    for (const control of document.querySelectorAll<HTMLElement>(selector)) {
      const isBox = control instanceof HTMLInputElement && ['checkbox', 'radio'].includes(control.type);
      const target = (isBox && control.closest('label')) || control;
      const style = getComputedStyle(target);
      if (style.display === 'inline' && target.tagName === 'A') continue;
      const box = target.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden' || box.bottom <= 0) continue;
      if (box.width < size - 0.5 || box.height < size - 0.5) {
        const name = (target.textContent || target.getAttribute('aria-label') || '').trim().slice(0, 40);
        small.push(
          `${target.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
      }
    }
    return small;
  }, TAP_SIZE);
}

import type { Locator, Page } from 'playwright-core';

/**
 * Fills text boxes and picks select options (by value or by visible label), in the order given,
 * on a page or within one part of it.
 */
export async function fill(within: Page | Locator, fields: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(fields)) {
    const field = within.getByLabel(label, { exact: true });
    if ((await field.evaluate((element) => element.tagName)) === 'SELECT') {
      const values = await field
        .locator('option')
        .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
      await field.selectOption(values.includes(value) ? value : { label: value });
    } else {
      await field.fill(value);
    }
  }
}

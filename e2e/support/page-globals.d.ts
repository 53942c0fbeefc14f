/** What the browser tests' init scripts leave on a page's window, for the tests that set them to read. */
declare global {
  interface Window {
    seenTexts: string[];
    layoutShifts: string[];
    firstHeading: Element | null;
  }
}

export {};

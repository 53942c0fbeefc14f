// Labels of stored option values in Marathi and Tamil (English labels are the values themselves).
// The web app loads each language's part only when it is chosen; the server prints them on biodata.

export { casteLabels as mrCastes } from './mr-castes.js';
export { optionLabels as mrOptions } from './mr-options.js';
export { taCastes } from './ta-castes.js';
export { taOptions } from './ta-options.js';
export type { CasteLabels, OptionLabels } from './types.js';

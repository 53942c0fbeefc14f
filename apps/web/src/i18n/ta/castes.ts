// The labels live in packages/shared, where the server reads them too.
export { taCastes } from '@varmala/shared/option-labels/ta-castes';

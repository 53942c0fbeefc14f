// The labels live in packages/shared, where the server reads them too.
export { taOptions } from '@varmala/shared/option-labels/ta-options';

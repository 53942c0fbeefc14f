// The labels live in packages/shared, where the server reads them too.
export { optionLabels } from '@varmala/shared/option-labels/mr-options';

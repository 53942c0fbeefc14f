// The labels live in packages/shared, where the server reads them too.
export { casteLabels } from '@varmala/shared/option-labels/mr-castes';

// The one rule of how a profile is named, shared with the server's biodata.
export { displayName } from '@varmala/shared';

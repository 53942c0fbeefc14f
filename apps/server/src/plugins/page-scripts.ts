import { createHash } from 'node:crypto';
import { PAGE_SCRIPTS_STARTER } from '@varmala/shared';

/** The starter as a source of the pages' script-src: the policy allows it and no other inline script. */
export const PAGE_SCRIPTS_STARTER_SOURCE = `'sha256-${createHash('sha256').update(PAGE_SCRIPTS_STARTER).digest('base64')}'`;

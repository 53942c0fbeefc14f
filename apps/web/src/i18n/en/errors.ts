import { ERROR_MESSAGES } from '@varmala/shared';

/** The server's error texts, by the key its answers carry (`message_key`): the spec's English. */
export const errorTexts = { errors: { ...ERROR_MESSAGES } };

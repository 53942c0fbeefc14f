import { taAccount } from './account';
import { taPublic } from './public';
import { taValidation } from './validation';

/** What every page needs: the header and footer, the account pages, the home and public pages. */
export const core = { ...taAccount, validation: taValidation, ...taPublic };

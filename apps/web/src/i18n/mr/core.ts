import { accountTexts } from './account';
import { publicTexts } from './public';
import { validationTexts } from './validation';

/** What every page needs: the header and footer, the account pages, the home and public pages. */
export const core = { ...accountTexts, validation: validationTexts, ...publicTexts };

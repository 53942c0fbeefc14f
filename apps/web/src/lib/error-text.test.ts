import { ERROR_MESSAGES, type ErrorBody, MESSAGE_KEYS, VALIDATION_MESSAGES } from '@varmala/shared';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { mr } from '../i18n/mr';
import { ta } from '../i18n/ta';
import { errorText } from './error-text';
import { ApiError } from './http';

function reader(language: 'en' | 'mr' | 'ta') {
  const instance = i18next.createInstance();
  instance.init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: { en, mr, ta }[language] } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

/** An answer as a server may send it, a newer server's keys included. */
const answer = (status: number, body: Omit<Partial<ErrorBody>, 'message_key'> & { message_key?: string }) =>
  new ApiError(status, body as ErrorBody);

/** Values for every placeholder any text names, and a count of one and of several. */
const PARAMS = [1, 3].map((count) => ({
  count,
  max: 6,
  mails: 3,
  size: 2,
  megabytes: 10,
  mobile: '9876543210',
  userId: 42,
  field: 'photo',
  problems: '',
  days: 90,
  sends: 3,
  minutes: 10,
  links: 10,
  profiles: 'Asha, Rohan',
  held: 40,
  date: '15 Sept 2026',
  age: 21,
}));

describe.each([
  ['Marathi', 'mr', /[\u0900-\u097F]/],
  ['Tamil', 'ta', /[\u0B80-\u0BFF]/],
] as const)('every error text the API can answer, in %s', (_, language, script) => {
  const english = reader('en');
  const own = reader(language);

  it.each(MESSAGE_KEYS)('%s', (key) => {
    for (const params of PARAMS) {
      const error = answer(400, {
        code: 'BAD_REQUEST',
        Message: 'English',
        message_key: key,
        message_params: params,
      });
      const text = errorText(error, own);
      expect(text.trim()).not.toBe('');
      expect(text).toMatch(script);
      expect(text).not.toBe(errorText(error, english));
      expect(text).not.toMatch(/{{|errors\.|validation\./);
    }
  });
});

describe('the text of an error answer', () => {
  const tamilLoginFailure = answer(401, {
    Status: 'Error',
    code: 'INVALID_CREDENTIALS',
    Message: 'Invalid mobile number or password.',
    message_key: 'invalidCredentials',
  });

  it("is the page's language for a failed log-in, and the server's English on an English page", () => {
    expect(errorText(tamilLoginFailure, reader('ta'))).toBe('மொபைல் எண் அல்லது கடவுச்சொல் தவறு.');
    expect(errorText(tamilLoginFailure, reader('mr'))).toBe('मोबाईल नंबर किंवा पासवर्ड चुकीचा आहे.');
    expect(errorText(tamilLoginFailure, reader('en'))).toBe(ERROR_MESSAGES.invalidCredentials);
  });

  it('counts in the language: one minute, several minutes', () => {
    const limited = (count: number) =>
      answer(429, { code: 'RATE_LIMITED', message_key: 'tooManyAttempts', message_params: { count } });
    expect(errorText(limited(1), reader('en'))).toBe('Too many attempts. Please try again in 1 minute.');
    expect(errorText(limited(15), reader('en'))).toBe('Too many attempts. Please try again in 15 minutes.');
    expect(errorText(limited(15), reader('mr'))).toBe('खूप वेळा प्रयत्न झाले. कृपया 15 मिनिटांनी पुन्हा प्रयत्न करा.');
  });

  it("says a form field's text in the language, from the validation texts", () => {
    const family = answer(400, {
      code: 'VALIDATION_FAILED',
      Message: VALIDATION_MESSAGES.moreThanSisters,
      message_key: 'moreThanSisters',
    });
    expect(errorText(family, reader('mr'))).toBe('ही संख्या एकूण बहिणींपेक्षा जास्त आहे');
  });

  it("falls back to the server's English only for a key this page does not know", () => {
    const newer = answer(409, {
      code: 'CONFLICT',
      Message: 'Something new.',
      message_key: 'aKeyOfANewerServer',
    });
    expect(errorText(newer, reader('ta'))).toBe('Something new.');
    expect(errorText(answer(500, {}), reader('ta'))).toBe(ta.common.tryAgain);
  });
});

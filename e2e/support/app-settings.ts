/** Operator settings the app under test is started with, so tests can expect what they show. */
export const E2E_WHATSAPP_NUMBER = '919800000000';
export const E2E_ANDROID_APP_URL = 'https://play.google.com/store/apps/details?id=org.varmala.app';

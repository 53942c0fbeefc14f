import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';

i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: en } },
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  initAsync: false,
});

i18next.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
});

export { i18next };

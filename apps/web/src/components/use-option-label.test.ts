import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { mr } from '../i18n/mr';
import { ta } from '../i18n/ta';
import { optionLabel } from './use-option-label';

function reader(language: 'en' | 'mr' | 'ta') {
  const instance = i18next.createInstance();
  instance.init({
    lng: language,
    resources: { [language]: { translation: { en, mr, ta }[language] } },
    initAsync: false,
  });
  return instance;
}

describe('option labels that describe the person', () => {
  const marathi = reader('mr');

  it('agree with a bride in Marathi: गोरी, निमगोरी, सावळी, विधवा', () => {
    const bride = (list: string, value: string) => optionLabel(marathi, list, value, 'Female');
    expect(bride('complexion', 'Fair')).toBe('गोरी');
    expect(bride('complexion', 'Wheatish')).toBe('निमगोरी');
    expect(bride('complexion', 'Very Fair')).toBe('गोरीपान');
    expect(bride('complexion', 'Dark')).toBe('सावळी');
    expect(bride('bodyType', 'Fat')).toBe('भरलेली');
    expect(bride('maritalStatus', 'Widowed')).toBe('विधवा');
  });

  it('agree with a groom: गोरा, भरदार, विधुर', () => {
    const groom = (list: string, value: string) => optionLabel(marathi, list, value, 'Male');
    expect(groom('complexion', 'Fair')).toBe('गोरा');
    expect(groom('complexion', 'Wheatish')).toBe('निमगोरा');
    expect(groom('bodyType', 'Fat')).toBe('भरदार');
    expect(groom('maritalStatus', 'Widowed')).toBe('विधुर');
  });

  it("keep one word where it is the same for both, and the plain label when the gender isn't known", () => {
    for (const gender of ['Female', 'Male', null] as const) {
      expect(optionLabel(marathi, 'bodyType', 'Slim', gender)).toBe('सडपातळ');
      expect(optionLabel(marathi, 'complexion', 'Wheatish Brown', gender)).toBe('गव्हाळ');
      expect(optionLabel(marathi, 'foodHabits', 'Eggetarian', gender)).toBe('अंडी खाणारे');
    }
    expect(optionLabel(marathi, 'maritalStatus', 'Widowed')).toBe('विधुर / विधवा');
    expect(optionLabel(marathi, 'bodyType', 'Fat')).toBe('भरलेली');
  });

  it('fall back to the plain label in a language whose words do not change (Tamil), and to none in English', () => {
    expect(optionLabel(reader('ta'), 'complexion', 'Fair', 'Female')).toBe('சிவப்பு');
    expect(optionLabel(reader('ta'), 'maritalStatus', 'Widowed', 'Male')).toBe('துணையை இழந்தவர்');
    expect(optionLabel(reader('en'), 'complexion', 'Fair', 'Female')).toBeUndefined();
  });
});

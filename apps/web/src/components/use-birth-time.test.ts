import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { mr } from '../i18n/mr';
import { ta } from '../i18n/ta';
import { birthTimeParts, formatBirthTime } from './use-birth-time';

function writer(language: 'en' | 'mr' | 'ta') {
  const instance = i18next.createInstance();
  instance.init({
    lng: language,
    resources: { [language]: { translation: { en, mr, ta }[language] } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return (time: string) => formatBirthTime(instance.t as never, time);
}

describe('a birth time as a horoscope writes it', () => {
  it('names the part of the day by the hour', () => {
    expect(birthTimeParts('06:30 AM')).toEqual({ hour: 6, minute: '30', part: 'morning' });
    expect(birthTimeParts('12:05 AM')?.part).toBe('afterMidnight');
    expect(birthTimeParts('03:59 AM')?.part).toBe('afterMidnight');
    expect(birthTimeParts('04:00 AM')?.part).toBe('dawn');
    expect(birthTimeParts('11:59 AM')?.part).toBe('morning');
    expect(birthTimeParts('12:00 PM')?.part).toBe('afternoon');
    expect(birthTimeParts('03:45 PM')?.part).toBe('afternoon');
    expect(birthTimeParts('04:00 PM')?.part).toBe('evening');
    expect(birthTimeParts('08:00 PM')?.part).toBe('night');
    expect(birthTimeParts('11:59 PM')?.part).toBe('night');
    expect(birthTimeParts('13:00 PM')).toBeNull();
    expect(birthTimeParts('soon')).toBeNull();
  });

  it('in Marathi as a patrika: सकाळी, दुपारी, संध्याकाळी, रात्री', () => {
    const marathi = writer('mr');
    expect(marathi('06:30 AM')).toBe('सकाळी 6.30 वा.');
    expect(marathi('01:15 PM')).toBe('दुपारी 1.15 वा.');
    expect(marathi('06:45 PM')).toBe('संध्याकाळी 6.45 वा.');
    expect(marathi('11:05 PM')).toBe('रात्री 11.05 वा.');
    expect(marathi('02:10 AM')).toBe('रात्री 2.10 वा.');
    expect(marathi('05:20 AM')).toBe('पहाटे 5.20 वा.');
    expect(marathi('12:00 PM')).toBe('दुपारी 12.00 वा.');
  });

  it('in Tamil as a jathagam: காலை, மதியம், மாலை, இரவு', () => {
    const tamil = writer('ta');
    expect(tamil('06:30 AM')).toBe('காலை 6.30 மணி');
    expect(tamil('01:15 PM')).toBe('மதியம் 1.15 மணி');
    expect(tamil('06:45 PM')).toBe('மாலை 6.45 மணி');
    expect(tamil('11:05 PM')).toBe('இரவு 11.05 மணி');
    expect(tamil('05:20 AM')).toBe('அதிகாலை 5.20 மணி');
  });

  it('in English on the 12-hour clock, and a time of another shape as it came', () => {
    const english = writer('en');
    expect(english('06:30 AM')).toBe('6:30 AM');
    expect(english('11:05 PM')).toBe('11:05 PM');
    expect(writer('mr')('around noon')).toBe('around noon');
  });
});

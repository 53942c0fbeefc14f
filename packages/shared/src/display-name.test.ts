import { describe, expect, it } from 'vitest';
import { displayName, subCasteOf } from './display-name.js';

describe('displayName and subCasteOf', () => {
  const tamil = { name: 'கார்த்திக்', surname: 'Paraiyar' };
  const marathi = { name: 'क्षितिज', surname: 'कुलकर्णी' };

  it('names a Tamil profile by the name alone and gives its sub-caste apart', () => {
    expect(displayName(tamil, 'tamilmala')).toBe('கார்த்திக்');
    expect(subCasteOf(tamil, 'tamilmala')).toBe('Paraiyar');
  });

  it('names a Varmala profile by name and surname, with no sub-caste', () => {
    expect(displayName(marathi, 'varmala')).toBe('क्षितिज कुलकर्णी');
    expect(subCasteOf(marathi, 'varmala')).toBeNull();
  });
});

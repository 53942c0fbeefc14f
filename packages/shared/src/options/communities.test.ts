import { describe, expect, it } from 'vitest';
import { communitiesFor, communityIssues, communitySchemaFor, languagesFor } from './communities.js';

describe('communities per domain', () => {
  it('offers the Marathi communities on varmala', () => {
    expect(communitiesFor('varmala')).toEqual(['Bhavasar Kshatriya', 'Kshatriya', 'Others']);
    expect(languagesFor('varmala')).toEqual([]);
    expect(communitySchemaFor('varmala').safeParse('Nadar').success).toBe(false);
  });

  it('offers castes as communities on tamilmala', () => {
    expect(languagesFor('tamilmala')).toEqual(['Tamil', 'Telugu', 'Saurashtra', 'Christian']);
    expect(communitiesFor('tamilmala', 'Saurashtra')).toEqual(['Saurashtra', 'Others']);
    expect(communitiesFor('tamilmala')).toEqual(expect.arrayContaining(['Nadar', 'Reddy', 'CSI']));
    expect(communitySchemaFor('tamilmala').parse('Reddy')).toBe('Reddy');
  });

  it('checks that language, community and surname belong together', () => {
    expect(communityIssues('varmala', { community: 'Kshatriya', surname: 'Kulkarni' })).toEqual([]);
    expect(communityIssues('varmala', { community: 'Nadar' })).toEqual([
      { path: 'community', message: 'Invalid value' },
    ]);
    expect(
      communityIssues('tamilmala', { language: 'Tamil', community: 'Nadar', surname: 'Gramani' }),
    ).toEqual([]);
    expect(communityIssues('tamilmala', { community: 'Nadar' })).toEqual([
      { path: 'language', message: 'Required' },
    ]);
    expect(communityIssues('tamilmala', { language: 'Telugu', community: 'Pillai' })).toEqual([
      { path: 'community', message: 'Invalid value' },
    ]);
    expect(communityIssues('tamilmala', { language: 'Tamil', community: 'Nadar', surname: 'Iyer' })).toEqual([
      { path: 'surname', message: 'Invalid value' },
    ]);
  });
});

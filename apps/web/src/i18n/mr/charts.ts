import type { Translation } from '../catalogue';

/** Marathi texts: the raasi charts beside the horoscope match on a profile. */
export const chartTexts: Pick<Translation, 'charts'> = {
  charts: {
    title: 'दोघांच्या कुंडल्या',
    yours: 'आपली कुंडली',
    theirs: 'त्यांची कुंडली',
    picture: 'कुंडली: {{whose}}',
    locked: 'कुंडलीतून जन्मवेळ कळते, म्हणून त्यांची कुंडली त्यांचे तपशील डाउनलोड केल्यावरच दिसेल.',
    none: 'कुंडली अजून तयार नाही: त्यासाठी जन्मवेळ आणि यादीतून निवडलेले जन्मठिकाण हवे.',
  },
};

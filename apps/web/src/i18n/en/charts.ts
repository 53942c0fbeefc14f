/** English texts: the raasi charts beside the horoscope match on a profile. */
export const chartTexts = {
  charts: {
    title: 'Raasi charts',
    yours: 'Your chart',
    theirs: 'Their chart',
    /** Alt text: the chart's picture, named for whose it is. */
    picture: 'Raasi chart: {{whose}}',
    locked: 'Their chart shows once you have downloaded their details, as it tells the time of birth.',
    none: 'No chart yet: it needs the time of birth and a birth place chosen from the list.',
  },
};

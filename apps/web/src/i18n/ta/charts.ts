import type { Translation } from '../catalogue';

/** Tamil texts: the raasi charts beside the horoscope match on a profile. */
export const taCharts: Pick<Translation, 'charts'> = {
  charts: {
    title: 'ராசி கட்டங்கள்',
    yours: 'உங்கள் ராசி கட்டம்',
    theirs: 'அவர்களின் ராசி கட்டம்',
    picture: 'ராசி கட்டம்: {{whose}}',
    locked: 'ராசி கட்டத்திலிருந்து பிறந்த நேரம் தெரியவரும்; அதனால் அவர்களின் விவரங்களைப் பதிவிறக்கிய பிறகே அது தெரியும்.',
    none: 'ராசி கட்டம் இன்னும் இல்லை: பிறந்த நேரமும் பட்டியலிலிருந்து தேர்ந்தெடுத்த பிறந்த இடமும் தேவை.',
  },
};

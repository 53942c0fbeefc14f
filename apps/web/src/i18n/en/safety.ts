/** English texts: the public safety page (/safety) that a message's warning links to. */
export const safetyTexts = {
  safety: {
    title: 'Stay safe while you look for a match',
    intro:
      'Most families on {{site}} are exactly who they say they are. A few people are not: they build trust for weeks, then ask for money. These steps keep you and your family safe.',
    sections: [
      {
        heading: 'Never send money',
        paragraphs: [
          'Do not send money, gifts, gold or bank details to anyone you know only from this site, however close you feel. No genuine family asks for money before the families have met.',
          'Frauds often pretend to be a doctor, an engineer or a businessman living abroad. The story changes, the demand does not: customs duty on a gift, a courier fee, a visa, a hospital emergency, a loan for a few days, a "registration" charge or an investment in crypto.',
          'If someone asks, stop, talk to your family, and report the message. {{site}} never asks you for money except for a plan, paid to the site itself.',
        ],
      },
      {
        heading: 'Meet with your family',
        paragraphs: [
          'Let your parents or elders take part in the talks from the start. The first meetings are between the two families, in a public place or at home with family present.',
          'Check what you are told: the job, the address, the family. Ask to speak with the parents. A person who always has a reason not to meet, not to come on a video call, or not to involve the family is a warning sign.',
          'Before a meeting, tell someone at home where you are going and with whom.',
        ],
      },
      {
        heading: 'Talk here first',
        paragraphs: [
          'Keep the first conversations on {{site}}. We warn you when a message asks for money or asks you to move to WhatsApp, Telegram or a phone call, and we hide numbers and links in messages.',
          'Contact numbers are shown only to families with a plan, who open them from the profile. Share your number when your family is ready, not because someone insists.',
        ],
      },
      {
        heading: 'Report and block',
        paragraphs: [
          'If a message or a profile worries you, use Report on the message or on the profile. Only the site operator reads reports, and the other family is not told who reported them.',
          'You can also block the profile: you will no longer see each other, and your conversation closes at once.',
          'If you have already sent money, call the national cyber-crime helpline 1930 at once or file a complaint at https://cybercrime.gov.in.',
        ],
      },
    ],
    messages: 'Back to my messages',
  },
};

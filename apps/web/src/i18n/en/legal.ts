/** The terms of use and the privacy policy. */
export const legalTexts = {
  terms: {
    title: 'Terms of use',
    sections: [
      {
        heading: 'About {{site}}',
        paragraphs: [
          '{{site}} is a matrimony service for regional-language communities. Families and members register bride and groom profiles so that other members of the community can find them. The site is run by its operator, whose contact details are given below.',
          'By registering or using the site you agree to these terms and to our privacy policy.',
        ],
      },
      {
        heading: 'Who may register',
        paragraphs: [
          'A profile is for a person who is of legal age to marry in India (21 for men, 18 for women) and who wishes to marry. A parent, sibling or relative may register and manage the profile on their behalf, with their knowledge and consent.',
          'One person gets one profile. The mobile number used at registration must belong to the member or to the family member who manages the profile.',
        ],
      },
      {
        heading: 'Honest profiles',
        paragraphs: [
          'Everything you enter must be true and up to date: name, date and time of birth, marital status, education, work, income, family details and photos. Photos must be of the member and recent.',
          'Every new profile waits for approval by the operator, which usually takes a day or two. We may ask for proof, refuse or remove a profile that looks false, duplicated or abusive, or that belongs to someone who is already married.',
        ],
      },
      {
        heading: 'Using other members’ details',
        paragraphs: [
          'Details you see on {{site}} are shared with you only to look for a marriage alliance. Do not copy, publish, sell or pass them on, and do not contact members for any other purpose.',
          'Do not harass, threaten or deceive other members, and never ask for money. Tell us on WhatsApp about any member who does.',
        ],
      },
      {
        heading: 'Subscriptions',
        paragraphs: [
          'Contact numbers, birth time and horoscope files are shown only to members with an active subscription. A subscription allows a set number of profile downloads for a set period. It is bought by contacting the operator on WhatsApp, who tells you the price and period before you pay.',
        ],
      },
      {
        heading: 'Our responsibility',
        paragraphs: [
          'We check profiles before approving them, but we cannot verify every detail of every member. Before fixing an alliance, please make your own enquiries about the person and the family, as families always have.',
          '{{site}} is a meeting place. We are not a party to any discussion, agreement or marriage between members.',
        ],
      },
      {
        heading: 'Closing your account',
        paragraphs: [
          'You may ask us to delete your profile and account at any time, for example once a marriage is fixed. We may suspend or remove an account that breaks these terms.',
        ],
      },
      {
        heading: 'Law and contact',
        paragraphs: [
          'These terms are governed by the laws of India. Questions and complaints are welcome on WhatsApp through the Help link at the top of every page; we aim to answer within a few working days.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Privacy policy',
    sections: [
      {
        heading: 'What we collect',
        paragraphs: [
          'To run a matrimony service we hold personal data of members and their families: names and surnames, gender, date, time and place of birth, horoscope details and files, community, caste and language, photos, mobile numbers and e-mail address, address, city, state and country, height, weight, complexion, physical status, marital status, food habits, education, work and income, and family details such as parents’ names and occupations and the number of brothers and sisters.',
          'We also record what is needed to run the service safely: your password (stored only as a one-way hash), when you log in, which profiles you have downloaded under a subscription, and basic technical logs such as IP address and browser, kept for a short time to stop abuse.',
        ],
      },
      {
        heading: 'Who sees what',
        paragraphs: [
          'A profile is shown to other members only after the operator approves it. Approved profiles are shown to logged-in members of the same community site. Name, gender and city may also appear on the public date-of-birth search, and featured profiles on the home page with a small photo.',
          'Contact numbers, birth time and horoscope files are shown only to members with an active subscription, and each such download is recorded.',
          'Photos are shown only to members who have added a photo of their own.',
          'The operator can see all profiles in order to approve them and to help members.',
        ],
      },
      {
        heading: 'What we never do',
        paragraphs: [
          'We do not sell, rent or trade your data, and we do not share it with advertisers. We share it with nobody outside {{site}} except where Indian law requires it, for example on a lawful request from the police or a court.',
        ],
      },
      {
        heading: 'Measuring registrations',
        paragraphs: [
          'If the operator has set up advertising, completing a registration sends a single sign-up event to the advertising service so that the operator can count registrations. No profile details are sent with it. When no advertising is set up, nothing is sent.',
        ],
      },
      {
        heading: 'How we keep it',
        paragraphs: [
          'Your data is kept on servers used by the operator and protected with reasonable security practices as required by the Information Technology Act, 2000 and its rules. Your login is kept in a cookie on your device that expires after 50 minutes. Photos are re-encoded on upload, which removes hidden location data from them.',
          'We process your data with your consent, which you give when you register, under the Digital Personal Data Protection Act, 2023, and only to run the matrimony service.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'You can see and correct your profile at any time under My Profile. You can ask us for a copy of your data, ask us to correct it, or withdraw your consent and ask us to delete your profile and account. After deletion we keep only what the law requires us to keep.',
          'One exception: if we had refused a profile (as Rejected or Duplicate) when its account is deleted, we keep a coded fingerprint (a keyed hash) of each of its mobile numbers, from which the number cannot be read back, and nothing else: no name and no other detail. Preventing fraud is a lawful reason to keep it: it lets us recognise the number when it is used to register again, and such a new account waits for our review before it can search or view profiles.',
          'If you register on behalf of a family member, please make sure they agree; they may contact us directly with the same rights.',
        ],
      },
      {
        heading: 'Contact',
        paragraphs: [
          'For any question, correction or deletion request, write to the operator on WhatsApp through the Help link at the top of every page. If you are not satisfied with our answer, you may complain to the Data Protection Board of India.',
        ],
      },
    ],
  },
};

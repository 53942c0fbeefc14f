/** The biodata tab: what the printed biodata shows, downloads, and the links that share it. */
export const biodataTexts = {
  biodata: {
    tab: 'Biodata',
    title: 'Biodata to share',
    intro:
      'A one-page biodata with your photo, family, education and horoscope details, to send on WhatsApp or print. Your address and e-mail are never on it.',
    loadFailed: 'Could not load your biodata settings.',
    basicDetailsFirst: 'Please fill in your basic details first.',
    shows: {
      title: 'What the biodata shows',
      birthTime: 'Show my time of birth',
      birthTimeHint: 'Families who match horoscopes ask for it; leave it off to give it only when they ask.',
      contactTitle: 'Number to contact',
      operator: "The matrimony office's WhatsApp number (recommended)",
      guardian: "A parent's or guardian's number",
      own: 'My own mobile number',
      ownWarning: 'Anyone who receives the biodata will see this number, even after you stop a link.',
      guardianNumber: "Parent's or guardian's mobile number",
      save: 'Save',
      saved: 'Saved. New downloads and links show these choices.',
      saveFailed: 'Could not save your choices.',
    },
    download: {
      title: 'Download as PDF',
      hint: 'Names stay as you wrote them; labels are in the language you choose.',
      failed: 'Could not download the biodata.',
    },
    share: {
      title: 'Share by a link',
      explain:
        'A link works for 14 days. Stop it at any time; pausing or removing your profile stops every link at once.',
      make: 'Make a link',
      made: 'Link ready. Send it on WhatsApp or copy it.',
      makeFailed: 'Could not make a link.',
      copy: 'Copy link',
      copied: 'Link copied.',
      whatsapp: 'Share on WhatsApp',
      none: 'No link is working now.',
      working: 'Working links',
      madeOn: 'Made {{date}}',
      until: 'works until {{date}}',
      stop: 'Stop',
      stopped: 'The link is stopped. Whoever opens it now sees nothing.',
      stopFailed: 'Could not stop the link.',
      onlyNew: 'For your safety the full link is shown only when it is made.',
    },
    printedLists: {
      title: 'Printed lists for community gatherings',
      explain:
        "The matrimony office prints booklets of brides and grooms for melavas and gatherings. Your biodata is included only if you agree; the office's number is printed as contact, never yours, and never your time of birth.",
      label: 'Include my profile in printed lists',
      on: 'Your profile may be printed in booklets.',
      off: 'Your profile will not be printed in booklets.',
    },
  },
};

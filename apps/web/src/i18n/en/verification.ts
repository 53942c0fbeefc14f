/** Badges that say what was checked, the member's page that asks for checks, and the operator's queue. */
export const verificationTexts = {
  badges: {
    label: 'What was checked',
    kind: {
      mobile: 'Mobile confirmed',
      operator_call: 'Spoke to the family',
      id_seen: 'ID seen',
      photo: 'Photo checked',
    },
    explain: {
      mobile: 'This family confirmed their mobile number with a code sent to it on {{date}}.',
      operator_call: "The site's operator spoke to this family on {{date}}.",
      id_seen:
        "The site's operator saw an identity document of this member on {{date}}. The site keeps no copy of it.",
      photo: "The site's operator compared a live selfie with this profile's photos on {{date}}.",
    },
    close: 'Close',
  },
  verifiedOnly: 'Verified profiles only',
  verifiedOnlyHint:
    'Profiles where the site checked the mobile, spoke to the family, saw an ID or checked the photo.',
  verify: {
    title: 'Show families your profile is real',
    intro:
      'Each check adds a badge to your profile that says exactly what was checked and when. We never ask for a copy of an identity document.',
    yourBadges: 'Your badges',
    noBadges: 'No badges yet.',
    mobileTitle: 'Confirm your mobile number',
    mobileHint: 'We send a 6-digit code to {{mobile}}. It works for 10 minutes.',
    sendCode: 'Send the code',
    sendAgain: 'Send a new code',
    codeSent: 'A code was sent to {{mobile}}.',
    codeLabel: 'Code',
    confirm: 'Confirm',
    mobileDone: 'Your mobile number is confirmed.',
    photoTitle: 'Get your photo checked',
    photoHint:
      'Take a selfie now while you {{gesture}}. Only the operator sees it, to compare it with your photos; it is deleted as soon as they decide.',
    gesture: {
      three_fingers: 'hold up three fingers',
      two_fingers_victory: 'show two fingers in a V',
      thumbs_up: 'show a thumbs-up',
      open_palm: 'show your open palm',
      hand_on_head: 'put a hand on your head',
      point_to_ear: 'point to your ear',
    },
    takeSelfie: 'Take a selfie',
    selfieSent: 'Thank you. Your selfie waits for the operator.',
    selfieWaiting: 'Your selfie waits for the operator. You will see the badge once it is checked.',
    photoNeeded: 'Add a photo of yourself to your profile first.',
    link: 'Get verified',
  },
  selfies: {
    title: 'Selfies to check',
    empty: 'No selfie waits.',
    gesture: 'Asked to: {{gesture}}',
    approve: 'Same person: approve',
    refuse: 'Refuse',
    decided: 'Done. The selfie has been deleted.',
  },
};

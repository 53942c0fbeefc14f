/** Families registered at the office: the claim page, and the operator's page that registers them. */
export const assistedTexts = {
  assisted: {
    claim: {
      title: 'Set your password',
      intro:
        'Our office has registered your profile. Choose a password: from now on you log in with your mobile number and this password.',
      submit: 'Set my password',
      done: 'Your password is set. Welcome!',
      failed: 'The password could not be set',
      logIn: 'Log in',
      forgotPassword: 'Forgot password?',
    },
    register: {
      title: 'Register a family',
      intro:
        'For a family who came to the office or sent a paper biodata: open the account here, then fill in the profile on this page. The family gets a link by SMS to set their own password; you can send it on WhatsApp too.',
      name: 'Name of the bride or groom',
      mobile: "Family's mobile number",
      language: "Family's language",
      submit: 'Open the account',
      failed: 'The account could not be opened',
      created: 'Account opened: registered by the operator until the family sets their password.',
      linkTitle: 'Link for the family (valid 7 days, once)',
      sendWhatsapp: 'Send on WhatsApp',
      copy: 'Copy the message',
      copied: 'Copied',
      fillProfile: 'Fill in the profile',
      smsSent: 'The link was sent to {{mobile}} by SMS. You can also send it on WhatsApp.',
      smsFailed: 'The SMS could not be sent: please send the link on WhatsApp.',
      stepsIntro:
        "Fill in the profile from the family's paper biodata, part by part: each part is saved on its own. Attach a photo or scan of the paper biodata with the horoscope files at the end.",
      another: 'Register another family',
    },
  },
};

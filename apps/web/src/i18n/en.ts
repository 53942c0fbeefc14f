import { VALIDATION_MESSAGES } from '@varmala/shared';
import { adminTexts } from './parts/admin';
import { publicTexts } from './parts/public';
import { searchTexts } from './parts/search';

/**
 * The English catalogue. Texts quoted by the product spec are kept literally, spelling included;
 * other catalogues translate the same keys.
 */
export const en = {
  app: {
    pageTitle: '{{page}} - Varmala',
    loading: 'Loading...',
    skipToContent: 'Skip to content',
    reload: 'Reload',
    crashTitle: 'Something went wrong...',
    crashBody: 'The page could not be shown. Please reload and try again.',
  },
  domains: {
    varmala: 'Varmala',
    tamilmala: 'Tamilmala',
  },
  nav: {
    label: 'Main',
    myProfile: 'My Profile',
    myProfileWithId: 'My Profile ({{mid}})',
    searchProfile: 'Search Profile',
    help: 'Help',
    helpHint: 'Ask us on WhatsApp (opens in a new tab)',
    logout: 'Log Out',
    login: 'Login',
    register: 'Register',
    adminProfiles: 'Profiles',
    adminMarriages: 'Marriages',
    adminSubscription: 'Subscriptions',
  },
  footer: {
    label: 'Site information',
    terms: 'Terms of use',
    privacy: 'Privacy policy',
    copyright: '© {{year}} Varmala. Open-source matrimony for our communities.',
  },
  banner: {
    label: 'Android app',
    androidApp: 'Varmala is also on Android.',
    getApp: 'Get the app',
  },
  common: {
    tryAgain: 'Please try again...',
    submitting: 'Submitting...',
    placeholder: 'This page is being built. Please check back soon.',
    select: 'Select...',
    yes: 'Yes',
    no: 'No',
    retry: 'Try again',
  },
  validation: { ...VALIDATION_MESSAGES },
  login: {
    title: 'Login',
    mobileNo: 'Mobile number',
    password: 'Password',
    submit: 'Login',
    failed: 'Login failed',
    newHere: 'New to Varmala?',
    signupLink: 'Register',
    forgotPassword: 'Forgot password?',
  },
  signup: {
    title: 'Register',
    intro: 'Create an account to add a bride or groom profile.',
    name: 'Name',
    mobileNo: 'Mobile number',
    mobileHint: '10 digits, without +91 or 0',
    password: 'Password',
    passwordHint: 'At least 8 characters',
    confirmPassword: 'Confirm password',
    domain: 'Community site',
    submit: 'Register',
    failed: 'Something went wrong!',
    haveAccount: 'Already registered?',
    loginLink: 'Login',
  },
  changePassword: {
    title: 'Change Password',
    oldPassword: 'Old password',
    password: 'New password',
    confirmPassword: 'Confirm new password',
    submit: 'Change Password',
    success: 'Your password has been successfully updated...',
    failed: "Couldn't able to change password...",
  },
  logout: {
    title: 'See you soon!',
    description: 'You have logged out successfully...',
  },
  forbidden: {
    title: 'Access denied',
    body: 'You do not have permission to see this page.',
    profileInactive:
      'Your profile is not active, so you cannot search or view other profiles. Please contact us to have it reviewed.',
    contact: 'Write to us on WhatsApp',
    home: 'Go to the home page',
  },
  notFound: {
    text: 'No Match',
  },
  profile: {
    searchTitle: 'Search Profile',
    steps: {
      basic: 'Step 1/6: Add your basic info',
      personal: 'Step 2/6: Add your personal info',
      work: 'Step 3/6: Add your education and work info',
      photo: 'Step 4/6: Add your photos',
      family: 'Step 5/6: Add your family info',
      horoscope: 'Step 6/6: Add your astro info',
    },
    tabs: {
      label: 'My profile',
      basic: 'Basic',
      personal: 'Personal',
      work: 'Work',
      photo: 'Photo',
      family: 'Family',
      horoscope: 'Horoscope',
      changePassword: 'Change Password',
      subscription: 'Subscription',
    },
    back: 'Back',
    next: 'Next',
    delete: 'Delete',
    saveAndContinue: 'Save and Continue',
    loadFailed: 'Your details could not be loaded. Please check your connection and try again.',
    saveFailed: "Couldn't save your details",
    basic: {
      name: 'Name',
      surname: 'Surname',
      subCaste: 'Sub-caste',
      community: 'Community',
      caste: 'Caste',
      language: 'Language',
      pickLanguageFirst: 'Choose the language first.',
      pickCasteFirst: 'Choose the caste first.',
      gothram: 'Gothram',
      gender: 'Gender',
      dateOfBirth: 'Date of birth',
      year: 'Year',
      month: 'Month',
      day: 'Day',
      mobile: 'Mobile number',
      alternateMobile: 'Alternate mobile number (optional)',
      email: 'Email (optional)',
      emailHint: 'We send a link to this address to confirm it.',
      emailUnverified: 'Not confirmed yet: please open the link we sent to this address.',
      address: 'Address',
      city: 'City',
      pincode: 'Pincode',
      state: 'State',
      country: 'Country',
    },
    personal: {
      height: 'Height',
      heightOption: '{{height}} ({{cm}} cm)',
      weight: 'Weight (kg)',
      complexion: 'Complexion',
      bodyType: 'Body type',
      physicalStatus: 'Physical status',
      maritalStatus: 'Marital status',
      foodHabits: 'Food habits',
      about: 'About',
      aboutHint: 'A few lines about the bride or groom: nature, interests, what the family values.',
      expectation: 'Expectations from the partner',
      submit: 'Update Personal',
    },
    work: {
      education: 'Education',
      educationDesc: 'Education details',
      educationDescHint: 'Degree, subject and college, e.g. B.E. Civil, KLE College',
      profession: 'Profession',
      annualIncome: 'Annual income',
      position: 'Position',
      workLocation: 'Work location',
    },
    family: {
      fatherName: "Father's name",
      fatherAlive: 'Father alive?',
      fatherOccupation: "Father's occupation",
      motherName: "Mother's name",
      motherAlive: 'Mother alive?',
      motherOccupation: "Mother's occupation",
      siblings: 'Brothers and sisters',
      sisters: 'Sisters',
      sistersMarried: 'Sisters married',
      brothers: 'Brothers',
      brothersMarried: 'Brothers married',
      familyStatus: 'Family status',
      propertyDetails: 'Property details',
      aboutFamily: 'About the family',
    },
    horoscope: {
      placeBirth: 'Place of birth',
      timeOfBirth: 'Time of birth',
      hour: 'Hour',
      minute: 'Minute',
      meridiem: 'AM/PM',
      birthStar: 'Birth star',
      padham: 'Padham',
      raasi: 'Raasi',
      dhosam: 'Dhosam',
      dhosamHint: 'For example: No, Chevvai dhosam, Rahu-Ketu dhosam',
      submit: 'Update Horoscope',
    },
    upload: {
      sending: 'Uploading... {{percent}}%',
      processing: 'Uploaded, saving...',
      tooLarge: 'The file is larger than {{megabytes}} MB. Please choose a smaller one.',
    },
    review: {
      waiting: "Waiting for the operator's review: {{fields}}",
      photoWaiting: 'Waiting for review',
      fields: {
        name: 'name',
        surname: 'surname',
        subCaste: 'sub-caste',
        date_of_birth: 'date of birth',
        gender: 'gender',
        photo: 'photo',
      },
    },
    photo: {
      intro:
        'Add up to {{count}} recent photos. Profiles with a photo get many more responses, and only members with a photo of their own can see the photos of others.',
      choose: 'Add a photo',
      hint: 'PNG, JPEG or GIF, up to {{megabytes}} MB, one at a time.',
      listLabel: 'Your photos',
      alt: 'Photo {{number}}',
      none: 'No photos yet.',
      confirmDelete: 'Delete this photo?',
      uploadFailed: 'Photo upload failed',
      deleteFailed: "Couldn't delete the photo",
      leaveWhileUploading: 'Your photo upload is in-progress, are you sure you want to leave this page?',
    },
    attachments: {
      title: 'Horoscope files',
      choose: 'Add horoscope files',
      hint: 'Pictures, PDF or Word files, up to {{count}} in all.',
      link: 'Horoscope {{number}}',
      none: 'No horoscope files yet.',
      tooMany: 'A profile can have up to {{count}} horoscope files.',
      uploadFailed: 'Horoscope upload failed',
      deleteFailed: "Couldn't delete the horoscope file",
      leaveWhileUploading: 'Your horoscope upload is in-progress, are you sure you want to leave this page?',
    },
    complete: {
      title: 'Congratulations!',
      body: 'Your profile is registered.',
      pending: 'New profiles wait for approval by the provider, which takes a day or two',
      askApproval: 'Ask for approval on WhatsApp',
      opensWhatsApp: '(opens WhatsApp in a new tab)',
      whatsappMessage: 'Please approve my new profile.',
      whatsappMessageWithId: 'Please approve my new profile {{mid}}.',
      search: 'Search Profile',
    },
  },
  verifyEmail: {
    title: 'Email verification',
    success: 'Your email has been verified successfully.',
    failed: "Couldn't able to verify your email.",
    callFailed: 'Login failed',
    home: 'Go to the home page',
  },
  legal: {
    terms: {
      title: 'Terms of use',
      sections: [
        {
          heading: 'About Varmala',
          paragraphs: [
            'Varmala is a matrimony service for regional-language communities. Families and members register bride and groom profiles so that other members of the community can find them. The site is run by its operator, whose contact details are given below.',
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
            'Details you see on Varmala are shared with you only to look for a marriage alliance. Do not copy, publish, sell or pass them on, and do not contact members for any other purpose.',
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
            'Varmala is a meeting place. We are not a party to any discussion, agreement or marriage between members.',
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
            'We do not sell, rent or trade your data, and we do not share it with advertisers. We share it with nobody outside Varmala except where Indian law requires it, for example on a lawful request from the police or a court.',
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
  },
  ...searchTexts,
  ...adminTexts,
  ...publicTexts,
};

export type Catalogue = typeof en;

/** English texts: Home page, public profile search and password reset. */
export const publicTexts = {
  home: {
    title: 'Home',
    heading: 'Find a life partner in your community',
    lead: 'Families register bride and groom profiles, and members search and view each other. Every profile is checked by us before it is shown.',
    register: 'Register',
    login: 'Login',
    myProfile: 'My Profile',
    searchProfile: 'Search Profile',
  },
  publicProfile: {
    title: 'Profiles by date of birth',
  },
  resetPassword: {
    title: 'Forgot password',
  },
};

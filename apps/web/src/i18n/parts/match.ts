/** English texts: Search, profile view, shortlist, subscription and upgrade pages. */
export const matchTexts = {
  upgrade: {
    title: 'Upgrade',
  },
  subscription: {
    title: 'Subscription Details',
  },
};

/** English texts: Operator pages. */
export const adminTexts = {
  admin: {
    profileSearchTitle: 'Admin profile search',
    marriagesTitle: 'Upload marriage photos',
  },
};

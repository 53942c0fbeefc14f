// Why a field is left out of a place (`FieldDeclaration.notIn`): the words the sections' test quotes.

/** Mobiles and birth time: only in a download (docs/decisions/004-gating.md). */
export const GATED = 'Gated: others get it only with a contact download, under a subscription.';

/** E-mail and postal address: no other member, no biodata (docs/decisions/004, 030). */
export const MEMBERS_OWN = 'Only the member and the operator read it.';

/** The biodata's contact line prints the contact chosen for it (biodata settings), never the profile's numbers. */
export const BIODATA_CONTACT = "The biodata's contact line prints the contact the member chose for it.";

/** What the one-page biodata leaves to the profile its QR code opens (docs/decisions/030). */
export const ONE_PAGE =
  'The biodata is one page of what families ask first; the profile its QR code opens has the rest.';

/** The birth place's id in the list of places: others read the place as the family wrote it. */
export const PLACE_LIST_ID =
  'The id of the place picked from the list; the birth place is shown as the family wrote it.';

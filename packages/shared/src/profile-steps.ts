/** The six steps of a profile, in the order a member fills them. Kept apart from the API schemas so
 * pages that only need the list (the router) do not load the validation library. */
export const PROFILE_STEPS = ['basic', 'personal', 'work', 'photo', 'family', 'horoscope'] as const;
export type ProfileStep = (typeof PROFILE_STEPS)[number];

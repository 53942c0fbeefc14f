// Apart from the request's schema, so a page that shows these texts loads no zod.

/** The server's answers, literally as the spec's client tells them apart. */
export const PASSWORD_RESET_MESSAGES = {
  linkSent: 'Link to reset password has been sent to you email!',
  noEmail: 'No Email provided',
} as const;

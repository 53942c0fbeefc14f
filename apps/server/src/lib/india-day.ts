/** Made once: building a formatter costs about a hundred times what formatting does. */
const IN_INDIA = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });

/** The calendar day of a moment in India, where the families are (UTC+05:30, no daylight saving): 'YYYY-MM-DD'. */
export const dayInIndia = (moment: Date = new Date()): string => IN_INDIA.format(moment);

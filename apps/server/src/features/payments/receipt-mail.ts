import { formatMoney, formatNumber, type Language } from '@varmala/shared';
import { eq } from 'drizzle-orm';
import type { Site } from '../../config.js';
import { payments, profiles } from '../../db/schema.js';
import type { Deps } from '../../deps.js';
import { type Addressee, greeting } from '../events/mail/greeting.js';
import { mailProfileOwner } from '../events/mail/mail-profile-owner.js';
import type { Mail } from '../events/mail/mail-texts.js';

export interface PaymentFacts {
  reference: string;
  utr: string;
  amountInr: number;
  planName: string;
  downloads: number;
  days: number;
  reason: string | null;
  /** The member's own site: its name heads the subject, its address is the link. */
  site: Site;
}

const TEXTS: Readonly<
  Record<
    Language,
    {
      receivedSubject: (p: PaymentFacts) => string;
      received: (p: PaymentFacts) => string[];
      rejectedSubject: (p: PaymentFacts) => string;
      rejected: (p: PaymentFacts) => string[];
    }
  >
> = {
  en: {
    receivedSubject: (p) => `Payment received: ${p.planName} (${p.reference})`,
    received: (p) => [
      'Thank you. We have received your payment and your plan is now active.',
      '',
      `Reference: ${p.reference}`,
      `UTR: ${p.utr}`,
      `Amount: ${formatMoney(p.amountInr, 'en')}`,
      `Plan: ${p.planName}, ${formatNumber(p.downloads, 'en')} downloads for ${formatNumber(p.days, 'en')} days`,
      '',
      'The plan does not renew by itself. When it ends you may buy another if you wish.',
      `Your subscription: ${p.site.url}/subscription`,
    ],
    rejectedSubject: (p) => `Payment not confirmed (${p.reference})`,
    rejected: (p) => [
      `We could not confirm your payment of ${formatMoney(p.amountInr, 'en')} for the plan ${p.planName}.`,
      '',
      `Reference: ${p.reference}`,
      `UTR: ${p.utr}`,
      `Reason: ${p.reason ?? ''}`,
      '',
      'If the money has left your account, please write to us on WhatsApp with a screenshot of the payment.',
    ],
  },
  mr: {
    receivedSubject: (p) => `पेमेंट मिळाले: ${p.planName} (${p.reference})`,
    received: (p) => [
      'धन्यवाद. आपले पेमेंट आम्हाला मिळाले असून आपला प्लॅन आता सुरू झाला आहे.',
      '',
      `संदर्भ क्रमांक: ${p.reference}`,
      `UTR: ${p.utr}`,
      `रक्कम: ${formatMoney(p.amountInr, 'mr')}`,
      `प्लॅन: ${p.planName}, ${formatNumber(p.days, 'mr')} दिवसांसाठी ${formatNumber(p.downloads, 'mr')} डाउनलोड`,
      '',
      'हा प्लॅन आपोआप पुन्हा सुरू होत नाही. मुदत संपल्यावर हवे असल्यास आपण नवीन प्लॅन घेऊ शकता.',
      `आपली सदस्यता: ${p.site.url}/subscription`,
    ],
    rejectedSubject: (p) => `पेमेंट निश्चित झाले नाही (${p.reference})`,
    rejected: (p) => [
      `${p.planName} प्लॅनसाठी केलेले आपले ${formatMoney(p.amountInr, 'mr')} चे पेमेंट आम्ही निश्चित करू शकलो नाही.`,
      '',
      `संदर्भ क्रमांक: ${p.reference}`,
      `UTR: ${p.utr}`,
      `कारण: ${p.reason ?? ''}`,
      '',
      'आपल्या खात्यातून पैसे गेले असल्यास, कृपया पेमेंटच्या स्क्रीनशॉटसह आम्हाला व्हॉट्सॲपवर कळवा.',
    ],
  },
  ta: {
    receivedSubject: (p) => `கட்டணம் பெறப்பட்டது: ${p.planName} (${p.reference})`,
    received: (p) => [
      'நன்றி. உங்கள் கட்டணம் எங்களுக்குக் கிடைத்தது; உங்கள் திட்டம் இப்போது செயல்பாட்டில் உள்ளது.',
      '',
      `குறிப்பு எண்: ${p.reference}`,
      `UTR: ${p.utr}`,
      `தொகை: ${formatMoney(p.amountInr, 'ta')}`,
      `திட்டம்: ${p.planName}, ${formatNumber(p.days, 'ta')} நாட்களுக்கு ${formatNumber(p.downloads, 'ta')} பதிவிறக்கங்கள்`,
      '',
      'இந்தத் திட்டம் தானாகப் புதுப்பிக்கப்படாது. காலம் முடிந்ததும் விரும்பினால் புதிய திட்டத்தை வாங்கலாம்.',
      `உங்கள் சந்தா: ${p.site.url}/subscription`,
    ],
    rejectedSubject: (p) => `கட்டணம் உறுதிசெய்யப்படவில்லை (${p.reference})`,
    rejected: (p) => [
      `${p.planName} திட்டத்திற்கான உங்கள் ${formatMoney(p.amountInr, 'ta')} கட்டணத்தை எங்களால் உறுதிசெய்ய முடியவில்லை.`,
      '',
      `குறிப்பு எண்: ${p.reference}`,
      `UTR: ${p.utr}`,
      `காரணம்: ${p.reason ?? ''}`,
      '',
      'உங்கள் கணக்கிலிருந்து பணம் சென்றிருந்தால், கட்டணத்தின் திரைப்பிடிப்புடன் எங்களுக்கு வாட்ஸ்அப்பில் எழுதுங்கள்.',
    ],
  },
};

/** The receipt of a confirmed payment, or why it was not confirmed, in the member's language. */
export function paymentMail(
  outcome: 'confirmed' | 'rejected',
  language: Language,
  to: Addressee,
  facts: PaymentFacts,
): Mail {
  const texts = TEXTS[language];
  const [subject, lines] =
    outcome === 'confirmed'
      ? [texts.receivedSubject(facts), texts.received(facts)]
      : [texts.rejectedSubject(facts), texts.rejected(facts)];
  return {
    subject: `${facts.site.name}: ${subject}`,
    text: [greeting(to, language), '', ...lines].join('\n'),
  };
}

/** Mails the member the operator's decision on a payment, after it is saved (see mailProfileOwner). */
export function mailPaymentOutcome(
  deps: Pick<Deps, 'db' | 'mailer' | 'log' | 'config'>,
  paymentId: number,
): void {
  const send = async () => {
    const [row] = await deps.db
      .select({ payment: payments, profileId: profiles.id })
      .from(payments)
      .innerJoin(profiles, eq(profiles.userId, payments.userId))
      .where(eq(payments.id, paymentId));
    if (!row) return;
    const { payment } = row;
    if (payment.state !== 'confirmed' && payment.state !== 'rejected') return;
    // The receipt speaks of a plan's downloads and days; a melava registration tells its family itself.
    if (payment.purpose !== 'plan') return;
    const outcome = payment.state;
    mailProfileOwner(deps, row.profileId, 'the payment receipt', (member) =>
      paymentMail(outcome, member.language ?? 'en', member, {
        reference: payment.reference,
        utr: payment.utr ?? '',
        amountInr: payment.amountInr,
        planName: payment.planName,
        downloads: payment.downloads,
        days: payment.days,
        reason: payment.reason,
        site: member.site,
      }),
    );
  };
  send().catch((error: unknown) =>
    deps.log.error({ err: error, paymentId }, 'the payment mail could not be sent'),
  );
}

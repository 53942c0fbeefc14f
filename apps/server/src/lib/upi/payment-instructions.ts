import { type CreatePaymentResponse, type Domain, siteName } from '@varmala/shared';
import { qrSvg, upiUri } from './upi-link.js';

/** What a member pays with, whatever the payment is for: the reference, the amount, the UPI link and its QR code. */
export async function paymentInstructions(
  vpa: string,
  domain: Domain,
  payment: { id: number; reference: string; amountInr: number },
): Promise<CreatePaymentResponse> {
  const uri = upiUri({
    vpa,
    // Payment apps show the payee in Latin letters.
    payeeName: siteName(domain, 'en'),
    amountInr: payment.amountInr,
    reference: payment.reference,
  });
  return {
    payment_id: payment.id,
    reference: payment.reference,
    amount_inr: payment.amountInr,
    upi_uri: uri,
    qr_svg: await qrSvg(uri),
  };
}

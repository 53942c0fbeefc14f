import QRCode from 'qrcode';

/**
 * A value of the UPI link's query, percent-encoded. '@' is left as it is: it is allowed in a query,
 * and some payment apps read `pa=name%40bank` as a wrong address.
 */
const encode = (value: string) => encodeURIComponent(value).replace(/%40/g, '@');

export interface UpiPayment {
  vpa: string;
  payeeName: string;
  amountInr: number;
  reference: string;
}

/** The UPI deep link (NPCI's `upi://pay`): a phone opens its payment app with everything filled in. */
export function upiUri({ vpa, payeeName, amountInr, reference }: UpiPayment): string {
  return `upi://pay?pa=${encode(vpa)}&pn=${encode(payeeName)}&am=${amountInr.toFixed(2)}&cu=INR&tn=${encode(reference)}`;
}

/** The same link as a QR code, to scan with a phone from a computer's screen. */
export function qrSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

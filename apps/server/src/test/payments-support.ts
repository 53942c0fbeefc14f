import { type OperationName, type OperationParams, operationRoute, operationUrl } from '@varmala/shared';
import type { LightMyRequestResponse } from 'fastify';
import jsQRModule from 'jsqr';
import sharp from 'sharp';
import { bearer, type TestContext, type TestMember, uniqueIp } from './test-app.js';

// jsqr is CommonJS declaring an ES default: under Node's module rules the function is also on `default`.
const jsQR = jsQRModule.default;

export const TEST_VPA = 'varmala.office@okaxis';

/** Calls an operation as a member (or anonymously with null). */
export function call<N extends OperationName>(
  ctx: Pick<TestContext, 'app'>,
  who: TestMember | null,
  name: N,
  options: { params?: OperationParams<N>; payload?: unknown; query?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return ctx.app.inject({
    method: operationRoute(name).method,
    url: `/api${operationUrl(name, { params: options.params })}`,
    remoteAddress: uniqueIp(),
    headers: who ? bearer(who.token) : {},
    ...(options.query ? { query: options.query } : {}),
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
  });
}

export function ok(response: LightMyRequestResponse, what: string) {
  if (response.statusCode !== 200) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return response.json();
}

let plans = 0;
/** A plan on offer, made by the operator. */
export async function makePlan(
  ctx: Pick<TestContext, 'app'>,
  admin: TestMember,
  plan: { name?: string; price_inr?: number; downloads?: number; days?: number } = {},
): Promise<{ id: number; name: string; price_inr: number; downloads: number; days: number }> {
  return ok(
    await call(ctx, admin, 'createPlan', {
      payload: { name: `Plan ${++plans}`, price_inr: 500, downloads: 30, days: 90, ...plan },
    }),
    'create plan',
  );
}

let utrs = 0;
/** A UTR no other payment of the test file has (each file has a database of its own). */
export function uniqueUtr(): string {
  return String(400_000_000_000 + ++utrs);
}

/** A member's payment for a plan, its UTR entered: what the operator's queue shows. */
export async function paidPayment(ctx: Pick<TestContext, 'app'>, member: TestMember, planId: number) {
  const payment = ok(await call(ctx, member, 'createPayment', { payload: { plan_id: planId } }), 'pay');
  const utr = uniqueUtr();
  ok(
    await call(ctx, member, 'submitUtr', { params: { paymentId: payment.payment_id }, payload: { utr } }),
    'utr',
  );
  return { ...payment, utr } as { payment_id: number; reference: string; amount_inr: number; utr: string };
}

/** The text a QR code in an SVG carries, read back from the picture as a phone's camera would. */
export async function readQr(svg: string): Promise<string | undefined> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 300 })
    .resize(600, 600)
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)
    ?.data;
}

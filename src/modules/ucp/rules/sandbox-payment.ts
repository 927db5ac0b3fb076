// What a completion's payment instrument leads to (docs/ucp.md §Payments). Pure: given the instrument the agent
// selected and the business's mode and sandbox handler id, the decision the completion flow acts on:
//
//   settle    pay now: the order is placed and its payment settled at once (the sandbox's `success_token`, or a raw
//             card number in test mode, which only the sandbox handler takes);
//   decline   the payment was refused: no order, a `payment_failed` error the agent may fix by trying another
//             instrument (recoverable), the checkout stays as it was;
//   escalate  the buyer pays on the business's own page (a card or mobile money without a credential): the order
//             is placed with a pending payment and the checkout asks for the buyer (`requires_escalation`);
//   refuse    nothing can be tried with it (no instrument, a handler the business does not have, a raw card
//             number in live mode, an instrument of a type this service cannot take): a recoverable error.
//
// The sandbox handler exists in test mode only (the live profile lists no handler): its tokens are deterministic,
// whatever the credential's `type` (agents send `token`, `stripe_token`, …). Live mode has no handler that takes
// credentials yet, and refuses raw card numbers outright: a PAN must never reach this service in live mode (PCI).

/** A payment instrument as a completion request carries it (an open object; only these members are read). */
export interface InstrumentInput {
  id?: unknown;
  handler_id?: unknown;
  type?: unknown;
  selected?: unknown;
  credential?: unknown;
}

/** The sandbox tokens (SANDBOX-style: documented, stable). */
export const SANDBOX_SUCCESS_TOKEN = 'success_token';
export const SANDBOX_FAIL_TOKEN = 'fail_token';
/** The test card number the sandbox declines (any other card number settles in test mode). */
export const SANDBOX_DECLINED_CARD = '4000000000000002';

/** The order's payment method for an instrument type: mobile money as such, anything else as a card. */
export type InstrumentMethod = 'card' | 'mobile_money';

export interface PaymentMessage {
  type: 'error';
  code: string;
  content: string;
  severity: 'recoverable' | 'requires_buyer_input';
  path: string;
}

export type PaymentDecision =
  | { kind: 'settle'; method: InstrumentMethod; path: string }
  | { kind: 'escalate'; method: InstrumentMethod; path: string }
  | { kind: 'decline'; message: PaymentMessage }
  | { kind: 'refuse'; message: PaymentMessage };

/** The instrument to pay with and where it sits in the request (a JSONPath for messages). */
export interface ChosenInstrument {
  instrument: InstrumentInput;
  path: string;
}

/**
 * The instrument a completion pays with: the one marked `selected` among `payment.instruments`, else the first;
 * a 2026-01-11 agent sends it whole as `payment_data`. Null when the request names none.
 */
export function chosenInstrument(body: unknown): ChosenInstrument | null {
  const b = isObject(body) ? body : {};
  const list = isObject(b.payment) && Array.isArray(b.payment.instruments) ? b.payment.instruments : [];
  const objects = list.map((x, i) => ({ x, i })).filter((e) => isObject(e.x));
  const pick = objects.find((e) => (e.x as InstrumentInput).selected === true) ?? objects[0];
  if (pick) return { instrument: pick.x as InstrumentInput, path: `$.payment.instruments[${pick.i}]` };
  if (isObject(b.payment_data)) return { instrument: b.payment_data as InstrumentInput, path: '$.payment_data' };
  return null;
}

export interface PaymentSetting {
  livemode: boolean;
  /** The sandbox handler's instance id (business settings `sandbox_handler_id`). */
  sandboxHandlerId: string;
}

const ESCALATING_TYPES: ReadonlySet<string> = new Set(['card', 'mobile_money']);

/** What paying with `chosen` leads to (see the header). */
export function decidePayment(chosen: ChosenInstrument | null, setting: PaymentSetting): PaymentDecision {
  if (!chosen) {
    return refuse(
      'payment_required',
      'Complete with payment.instruments: the selected instrument and its credential, ' +
        'or a card without a credential to pay on the business page',
      '$.payment',
    );
  }
  const { instrument, path } = chosen;
  const type = typeof instrument.type === 'string' ? instrument.type : '';
  const method: InstrumentMethod = type === 'mobile_money' ? 'mobile_money' : 'card';
  const credential = isObject(instrument.credential) ? instrument.credential : null;
  if (!credential) {
    if (ESCALATING_TYPES.has(type)) return { kind: 'escalate', method, path };
    return refuse(
      'payment_failed',
      `Instruments of type ${JSON.stringify(type)} cannot be paid here: use card or mobile_money`,
      `${path}.type`,
    );
  }
  const number = cardNumberOf(credential);
  if (number !== null && setting.livemode) {
    return refuse(
      'payment_failed',
      'Raw card numbers are refused in live mode (PCI): send a payment handler token, ' +
        'or a card without a credential for the buyer to pay on the business page',
      `${path}.credential`,
    );
  }
  const handlerId = typeof instrument.handler_id === 'string' ? instrument.handler_id : '';
  if (setting.livemode || handlerId !== setting.sandboxHandlerId) {
    const offered = setting.livemode ? 'none in live mode' : `the sandbox handler is ${setting.sandboxHandlerId}`;
    return refuse(
      'payment_failed',
      `${JSON.stringify(handlerId)} is not a payment handler of this business (${offered}); ` +
        'send a card without a credential to pay on the business page',
      `${path}.handler_id`,
    );
  }
  return number !== null ? sandboxCard(number, method, path) : sandboxToken(credential, method, path);
}

function sandboxCard(number: string, method: InstrumentMethod, path: string): PaymentDecision {
  if (number === SANDBOX_DECLINED_CARD)
    return decline(`The sandbox declines the test card ${SANDBOX_DECLINED_CARD}; try another instrument`, path);
  return { kind: 'settle', method, path };
}

function sandboxToken(credential: Record<string, unknown>, method: InstrumentMethod, path: string): PaymentDecision {
  const token = credential.token;
  if (typeof token !== 'string' || token === '')
    return refuse('payment_failed', 'The credential carries no token', `${path}.credential.token`);
  if (token === SANDBOX_SUCCESS_TOKEN) return { kind: 'settle', method, path };
  if (token === SANDBOX_FAIL_TOKEN)
    return decline('The sandbox declined the payment (fail_token); try another instrument', path);
  return decline(`The sandbox declines any token but ${SANDBOX_SUCCESS_TOKEN}; try another instrument`, path);
}

/** A card credential's number (digits only), or null when the credential carries none. */
function cardNumberOf(credential: Record<string, unknown>): string | null {
  const n = credential.number;
  if (typeof n !== 'string') return null;
  const digits = n.replace(/[\s-]/g, '');
  return digits === '' ? null : digits;
}

const message = (
  code: string,
  content: string,
  path: string,
  severity: PaymentMessage['severity'] = 'recoverable',
): PaymentMessage => ({ type: 'error', code, content, severity, path });

const refuse = (code: string, content: string, path: string): PaymentDecision => ({
  kind: 'refuse',
  message: message(code, content, path),
});
const decline = (content: string, path: string): PaymentDecision => ({
  kind: 'decline',
  message: message('payment_failed', content, path),
});

/** The message of an escalation: the buyer must finish paying at the checkout's continue_url. */
export const escalationMessage = (path: string): PaymentMessage =>
  message(
    'payment_required',
    'The buyer finishes paying on the business page at continue_url; the checkout completes once paid',
    path,
    'requires_buyer_input',
  );

function isObject(x: unknown): x is Record<string, any> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

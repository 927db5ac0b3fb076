// HTTP Message Signatures (RFC 9421) with ECDSA keys, the body digest they cover (Content-Digest, RFC 9530) and the
// JSON Web Keys (RFC 7517) the keys are published as. The Universal Commerce Protocol signs its webhooks (and may
// sign requests and answers) this way; nothing here knows UCP beyond the algorithms it allows: ES256 (P-256) to sign
// and verify, ES384 (P-384) to verify and sign when asked. Pure apart from node:crypto, so it is unit-tested alone.
//
// Choices the RFCs leave open, and why:
// - Signatures are raw r‖s (IEEE P1363), as RFC 9421 §3.3.4 requires; Node's default for ECDSA is DER.
// - The algorithm comes from the key's curve, not from an `alg` parameter (UCP leaves `alg` out of
//   Signature-Input); an `alg` that is present must agree with the key.
// - Signature-Input and Signature are RFC 8941 dictionaries, parsed and written by `structured-headers`; the
//   `@signature-params` line is the inner list serialised again from what was parsed (its canonical form).
// - Only the derived components a message signature of this kind uses are supported; a component with parameters
//   (`;sf`, `;key`, `;req`, …) is refused rather than guessed at.
import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  sign as cryptoSign,
  timingSafeEqual,
  verify as cryptoVerify,
} from 'node:crypto';
import {
  type InnerList,
  type Item,
  parseDictionary,
  serializeDictionary,
  serializeInnerList,
  type Parameters,
} from 'structured-headers';

export type EcCurve = 'P-256' | 'P-384';

/** A public EC key as published (JWK): what a verifier needs, and nothing secret. */
export interface EcPublicJwk {
  kty: 'EC';
  crv: EcCurve;
  x: string;
  y: string;
  kid: string;
  alg?: 'ES256' | 'ES384';
  use?: 'sig';
}

/** A key as this service publishes it: every member present. */
export type PublishedJwk = Required<EcPublicJwk>;

/** The same key with its private scalar `d`: never published, stored sealed. */
export interface EcPrivateJwk extends EcPublicJwk {
  d: string;
}

interface CurveSpec {
  alg: 'ES256' | 'ES384';
  hash: 'sha256' | 'sha384';
  /** Bytes of r‖s. */
  signatureBytes: number;
  /** RFC 9421 §6.2.2 name, accepted in an `alg` parameter. */
  rfcName: string;
}

const CURVES: Record<EcCurve, CurveSpec> = {
  'P-256': { alg: 'ES256', hash: 'sha256', signatureBytes: 64, rfcName: 'ecdsa-p256-sha256' },
  'P-384': { alg: 'ES384', hash: 'sha384', signatureBytes: 96, rfcName: 'ecdsa-p384-sha384' },
};

const isCurve = (crv: unknown): crv is EcCurve => crv === 'P-256' || crv === 'P-384';

/** A new key pair on `crv` (P-256 unless told), as JWKs carrying `kid`, `alg` and `use`. */
export function generateSigningKey(
  kid: string,
  crv: EcCurve = 'P-256',
): { publicJwk: PublishedJwk; privateJwk: EcPrivateJwk } {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: crv });
  const privateJwk = exportPrivateJwk(privateKey, kid);
  return { publicJwk: publicPart(privateJwk), privateJwk };
}

function exportPrivateJwk(key: KeyObject, kid: string): EcPrivateJwk {
  const jwk = key.export({ format: 'jwk' });
  if (jwk.kty !== 'EC' || !isCurve(jwk.crv) || !jwk.x || !jwk.y || !jwk.d)
    throw new Error('only P-256 and P-384 EC keys are supported');
  return { kty: 'EC', crv: jwk.crv, x: jwk.x, y: jwk.y, d: jwk.d, kid, alg: CURVES[jwk.crv].alg, use: 'sig' };
}

/** The publishable half of a key: the private scalar dropped, members in the order JWK examples use. */
export function publicPart(jwk: EcPublicJwk | EcPrivateJwk): PublishedJwk {
  return { kid: jwk.kid, kty: 'EC', crv: jwk.crv, x: jwk.x, y: jwk.y, use: 'sig', alg: CURVES[jwk.crv].alg };
}

/** Reads a JWK (public or private) into a key object; refuses anything but an EC key on an allowed curve. */
export function importJwk(jwk: { kty?: unknown; crv?: unknown; x?: unknown; y?: unknown; d?: unknown }): KeyObject {
  if (jwk.kty !== 'EC') throw new Error(`kty: only EC keys are supported (got ${String(jwk.kty)})`);
  if (!isCurve(jwk.crv)) throw new Error(`crv: only P-256 and P-384 are supported (got ${String(jwk.crv)})`);
  if (typeof jwk.x !== 'string' || typeof jwk.y !== 'string') throw new Error('x and y: required for an EC key');
  const base = { kty: 'EC', crv: jwk.crv, x: jwk.x, y: jwk.y };
  return typeof jwk.d === 'string'
    ? createPrivateKey({ key: { ...base, d: jwk.d }, format: 'jwk' })
    : createPublicKey({ key: base, format: 'jwk' });
}

/** Private keys imported, by the JWK object they came from: a caller that hands the same object again (a kept
 * signing key) signs without importing it again. */
const imported = new WeakMap<object, KeyObject>();

function privateKeyOf(jwk: EcPrivateJwk): KeyObject {
  let key = imported.get(jwk);
  if (!key) imported.set(jwk, (key = importJwk(jwk)));
  return key;
}

/** `Content-Digest` of a body (RFC 9530): sha-256 of the raw bytes, as an RFC 8941 byte sequence. */
export function contentDigest(body: string | Uint8Array): string {
  const digest = createHash('sha256').update(body).digest();
  return serializeDictionary(new Map([['sha-256', [digest, new Map()]]]));
}

/** Whether a `Content-Digest` value carries a sha-256 digest equal to the body's (other algorithms are ignored;
 * without sha-256, or unparsable, it does not match). */
export function digestMatches(header: string | undefined, body: string | Uint8Array): boolean {
  if (!header) return false;
  let offered: unknown;
  try {
    offered = parseDictionary(header).get('sha-256')?.[0];
  } catch {
    return false;
  }
  if (!(offered instanceof ArrayBuffer)) return false;
  const got = Buffer.from(offered);
  const expected = createHash('sha256').update(body).digest();
  return got.length === expected.length && timingSafeEqual(got, expected);
}

/** What a signature covers: a request (method and URL) or an answer (status), and header fields by lower-case name. */
export interface HttpMessage {
  method?: string;
  url?: string;
  status?: number;
  headers: Record<string, string | undefined>;
}

export interface SignatureParams {
  keyid: string;
  /** Unix seconds. */
  created?: number;
  expires?: number;
  nonce?: string;
  tag?: string;
}

/** The value of one component of `message` (RFC 9421 §2.1 fields, §2.2 derived components). */
function componentValue(message: HttpMessage, name: string): string {
  if (name.startsWith('@')) return derivedValue(message, name);
  const value = message.headers[name.toLowerCase()];
  if (value === undefined) throw new SignatureError('signature_invalid', `the message has no ${name} field`);
  // §2.1: leading and trailing whitespace removed; a folded value's line breaks become single spaces.
  return value.replace(/\s*\r?\n\s*/g, ' ').trim();
}

function derivedValue(message: HttpMessage, name: string): string {
  if (name === '@status') {
    if (message.status === undefined) throw new SignatureError('signature_invalid', '@status: not an answer');
    return String(message.status).padStart(3, '0');
  }
  if (name === '@method') {
    if (!message.method) throw new SignatureError('signature_invalid', '@method: not a request');
    return message.method.toUpperCase();
  }
  if (!message.url) throw new SignatureError('signature_invalid', `${name}: the message has no target URL`);
  const u = new URL(message.url);
  switch (name) {
    case '@target-uri':
      return u.href;
    // WHATWG URL lower-cases the host and drops a default port, which is §2.2.3's normalisation.
    case '@authority':
      return u.host;
    case '@scheme':
      return u.protocol.slice(0, -1);
    case '@path':
      return u.pathname || '/';
    // §2.2.7: an absent query is "?" alone.
    case '@query':
      return u.search || '?';
    case '@request-target':
      return (u.pathname || '/') + u.search;
    default:
      throw new SignatureError('signature_invalid', `${name}: derived component not supported`);
  }
}

function paramsMap(p: SignatureParams): Parameters {
  const out: Parameters = new Map();
  if (p.created !== undefined) out.set('created', p.created);
  if (p.expires !== undefined) out.set('expires', p.expires);
  if (p.nonce !== undefined) out.set('nonce', p.nonce);
  out.set('keyid', p.keyid);
  if (p.tag !== undefined) out.set('tag', p.tag);
  return out;
}

function baseFromList(message: HttpMessage, list: InnerList): string {
  const lines = list[0].map(([name, params]) => {
    if (typeof name !== 'string') throw new SignatureError('signature_invalid', 'a component is not a string');
    if (params.size > 0) throw new SignatureError('signature_invalid', `"${name}": component parameters not supported`);
    return `"${name.toLowerCase()}": ${componentValue(message, name)}`;
  });
  lines.push(`"@signature-params": ${serializeInnerList(list)}`);
  return lines.join('\n');
}

/** The signature base (RFC 9421 §2.5) of `message` over `components` with `params`. */
export function signatureBase(message: HttpMessage, components: string[], params: SignatureParams): string {
  const list: InnerList = [components.map((c): Item => [c, new Map()]), paramsMap(params)];
  return baseFromList(message, list);
}

export interface SignOptions {
  components: string[];
  params: SignatureParams;
  privateJwk: EcPrivateJwk;
  /** Dictionary key of the signature (UCP: `sig1`). */
  label?: string;
}

/** Signs `message`: its `Signature-Input` and `Signature` fields, to add to the message's headers. */
export function signHttpMessage(
  message: HttpMessage,
  opts: SignOptions,
): { 'signature-input': string; signature: string } {
  const label = opts.label ?? 'sig1';
  const list: InnerList = [opts.components.map((c): Item => [c, new Map()]), paramsMap(opts.params)];
  const base = baseFromList(message, list);
  const spec = CURVES[opts.privateJwk.crv];
  const signature = cryptoSign(spec.hash, Buffer.from(base, 'utf8'), {
    key: privateKeyOf(opts.privateJwk),
    dsaEncoding: 'ieee-p1363',
  });
  return {
    'signature-input': serializeDictionary(new Map([[label, list]])),
    signature: serializeDictionary(new Map([[label, [signature, new Map()]]])),
  };
}

/** Why a signature was refused, named as UCP's error codes name it. */
export type SignatureFailure = 'signature_missing' | 'signature_invalid' | 'key_not_found' | 'algorithm_unsupported';

export class SignatureError extends Error {
  constructor(
    readonly reason: SignatureFailure,
    message: string,
  ) {
    super(message);
    this.name = 'SignatureError';
  }
}

export interface VerifyOptions {
  /** The public key for a keyid, or undefined when the signer publishes none by that id. */
  keyFor: (keyid: string) => EcPublicJwk | undefined;
  /** Which signature of the dictionaries to check (default: the first in Signature-Input). */
  label?: string;
  /** Components the signature must cover (lower-case), e.g. `content-digest` when the message has a body. */
  required?: string[];
  /** Unix seconds now: when given, a signature past its `expires` is refused. */
  nowSeconds?: number;
}

export type VerifyResult =
  | { ok: true; keyid: string; label: string; components: string[]; created?: number }
  | { ok: false; reason: SignatureFailure; message: string };

/** Verifies the RFC 9421 signature of `message` (its headers hold Signature-Input and Signature). The body digest
 * is not this function's: check Content-Digest against the raw body with digestMatches. */
export function verifyHttpMessage(message: HttpMessage, opts: VerifyOptions): VerifyResult {
  try {
    return verifyOrThrow(message, opts);
  } catch (err) {
    if (err instanceof SignatureError) return { ok: false, reason: err.reason, message: err.message };
    throw err;
  }
}

function readSignature(message: HttpMessage, wanted?: string): { label: string; list: InnerList; bytes: Buffer } {
  const inputHeader = message.headers['signature-input'];
  const sigHeader = message.headers['signature'];
  if (!inputHeader || !sigHeader)
    throw new SignatureError('signature_missing', 'Signature-Input and Signature are both required');
  let inputs: Map<string, Item | InnerList>;
  let sigs: Map<string, Item | InnerList>;
  try {
    inputs = parseDictionary(inputHeader);
    sigs = parseDictionary(sigHeader);
  } catch (err) {
    throw new SignatureError('signature_invalid', `not an RFC 8941 dictionary: ${(err as Error).message}`);
  }
  const label = wanted ?? [...inputs.keys()][0];
  const list = label === undefined ? undefined : inputs.get(label);
  const sig = label === undefined ? undefined : sigs.get(label);
  if (!list || !sig) throw new SignatureError('signature_missing', `no signature labelled ${label ?? '(none)'}`);
  if (!Array.isArray(list[0]))
    throw new SignatureError('signature_invalid', `Signature-Input ${label}: not an inner list`);
  if (!(sig[0] instanceof ArrayBuffer)) throw new SignatureError('signature_invalid', `Signature ${label}: not bytes`);
  return { label, list: list as InnerList, bytes: Buffer.from(sig[0]) };
}

function verifyOrThrow(message: HttpMessage, opts: VerifyOptions): VerifyResult {
  const { label, list, bytes } = readSignature(message, opts.label);
  const params = list[1];
  const keyid = params.get('keyid');
  if (typeof keyid !== 'string') throw new SignatureError('signature_invalid', 'Signature-Input: keyid is required');
  const components = list[0].map(([name]) => {
    if (typeof name !== 'string') throw new SignatureError('signature_invalid', 'a component is not a string');
    return name.toLowerCase();
  });
  const missing = (opts.required ?? []).filter((c) => !components.includes(c));
  if (missing.length)
    throw new SignatureError('signature_invalid', `the signature does not cover ${missing.join(', ')}`);
  const expires = params.get('expires');
  if (opts.nowSeconds !== undefined && typeof expires === 'number' && expires < opts.nowSeconds)
    throw new SignatureError('signature_invalid', 'the signature has expired');
  const jwk = opts.keyFor(keyid);
  if (!jwk) throw new SignatureError('key_not_found', `no published key kid=${keyid}`);
  if (!isCurve(jwk.crv)) throw new SignatureError('algorithm_unsupported', `crv ${String(jwk.crv)} is not supported`);
  const spec = CURVES[jwk.crv];
  const alg = params.get('alg');
  if (alg !== undefined && alg !== spec.rfcName)
    throw new SignatureError(
      'algorithm_unsupported',
      `alg ${typeof alg === 'string' ? alg : '(not a string)'} does not fit a ${jwk.crv} key`,
    );
  if (bytes.length !== spec.signatureBytes)
    throw new SignatureError('signature_invalid', `a ${spec.alg} signature is ${spec.signatureBytes} bytes of r‖s`);
  let key: KeyObject;
  try {
    key = importJwk(jwk);
  } catch (err) {
    throw new SignatureError('key_not_found', `key kid=${keyid} is not a usable EC key: ${(err as Error).message}`);
  }
  const base = baseFromList(message, list);
  const ok = cryptoVerify(spec.hash, Buffer.from(base, 'utf8'), { key, dsaEncoding: 'ieee-p1363' }, bytes);
  if (!ok) throw new SignatureError('signature_invalid', `signature verification failed for key kid=${keyid}`);
  const created = params.get('created');
  return { ok: true, keyid, label, components, ...(typeof created === 'number' ? { created } : {}) };
}

// Handlers are typed from the contract: generated/operations/<surface>.ts names, per operationId, the request
// (`…Data`) and response (`…Responses`) types that hey-api generated from the bundled spec. From them each
// handler's context gets its params, query and body types, and its result the payload type of the success
// responses. Renaming a field in spec/ and regenerating therefore breaks `npm run typecheck` wherever a handler
// uses it (scripts/check-typed-handlers.ts proves it).
import type { LinkOperations } from '../../generated/operations/link.js';
import type { PlatformOperations } from '../../generated/operations/platform.js';
import type { StorefrontOperations } from '../../generated/operations/storefront.js';
import type { UcpOperations } from '../../generated/operations/ucp.js';
import type { HandlerDef, OpTypes } from './types.js';

type NoFields = Record<string, never>;

/** An optional member of the generated request type, with `never` (not taken) read as no fields. */
type Member<D, K extends string, Empty> = D extends { [P in K]?: infer V }
  ? [Exclude<V, undefined>] extends [never]
    ? Empty
    : Exclude<V, undefined>
  : Empty;

type SuccessStatus = 200 | 201 | 202 | 204;

/** The payload of a success response: `data` of the storefront, Link and platform envelopes, else the bare body (UCP). */
type Payload<R> = R extends { data: infer D } ? D : R;

type SuccessPayload<Rs> = { [S in keyof Rs & SuccessStatus]: S extends 204 ? void : Payload<Rs[S]> }[keyof Rs &
  SuccessStatus];

export interface TypedOp<D, Rs> extends OpTypes {
  params: Member<D, 'path', NoFields>;
  query: Member<D, 'query', NoFields>;
  body: Member<D, 'body', undefined>;
  response: SuccessPayload<Rs>;
}

type Typed<Map> = { [K in keyof Map]: Map[K] extends { data: infer D; responses: infer Rs } ? TypedOp<D, Rs> : never };

export type StorefrontOps = Typed<StorefrontOperations>;
export type LinkOps = Typed<LinkOperations>;
export type PlatformOps = Typed<PlatformOperations>;
export type UcpOps = Typed<UcpOperations>;

interface BySurface {
  storefront: StorefrontOps;
  link: LinkOps;
  platform: PlatformOps;
  ucp: UcpOps;
}

/** A handler module's `handlers`: any subset of its surface's operations, each typed from the contract. */
export type Handlers<S extends keyof BySurface> = { [K in keyof BySurface[S]]?: HandlerDef<BySurface[S][K] & OpTypes> };

/** The typed context of one operation, for helpers that take it. */
export type OpOf<S extends keyof BySurface, K extends keyof BySurface[S]> = BySurface[S][K] & OpTypes;

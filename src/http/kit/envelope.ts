// Each surface's response envelope, in one place:
//   storefront  { success: true, data }                  | { success: false, error }
//   link        { data, meta: { timestamp }, status }    | { data: null, error, meta, status }
//   platform    { data } (or a bare record)              | { error }
//   ucp         the UCP document itself                  | { code, content } (UCP's protocol error), or the UCP
//                                                           error response a refusal carries as its `data`
import type { SurfaceName } from '../../contract/surfaces.js';
import { type AppError, ucpCodeOf } from '../../kernel/errors.js';
import { httpErrorBody, httpStatusOf } from './error-status.js';

export function successEnvelope(surface: SurfaceName, status: number, data: unknown, bare = false): unknown {
  if (bare || surface === 'ucp') return data;
  switch (surface) {
    case 'storefront':
      return { success: true, data };
    case 'link':
      return { data, meta: { timestamp: new Date().toISOString() }, status: { code: status, success: true } };
    case 'platform':
      return { data };
  }
}

/** `status` overrides the code's usual one where HTTP itself decides (431 for oversized headers). */
export function errorEnvelope(surface: SurfaceName | undefined, err: AppError, status = httpStatusOf(err)): unknown {
  const error = httpErrorBody(err);
  // A refusal that still answers something (AppError.data) carries it as the envelope's `data`.
  const data = err.data;
  switch (surface) {
    case 'link':
      return {
        data: data ?? null,
        error,
        meta: { timestamp: new Date().toISOString() },
        status: { code: status, success: false },
      };
    case 'platform':
      return data === undefined ? { error } : { error, data };
    case 'ucp':
      // UCP's own error codes are lower case (`profile_unreachable`); a refusal that is a UCP answer in itself
      // (capabilities_incompatible's error response) is answered as it is.
      return data === undefined ? { code: ucpCodeOf(err.code), content: err.message } : data;
    default:
      return data === undefined ? { success: false, error } : { success: false, error, data };
  }
}

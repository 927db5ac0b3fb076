// Each surface's response envelope, in one place:
//   storefront  { success: true, data }                  | { success: false, error }
//   link        { data, meta: { timestamp }, status }    | { data: null, error, meta, status }
//   platform    { data } (or a bare record)              | { error }
import type { SurfaceName } from '../contract/surfaces.js';
import type { AppError } from '../kernel/errors.js';
import { httpErrorBody, httpStatusOf } from './error-status.js';

export function successEnvelope(surface: SurfaceName, status: number, data: unknown, bare = false): unknown {
  if (bare) return data;
  switch (surface) {
    case 'storefront':
      return { success: true, data };
    case 'link':
      return { data, meta: { timestamp: new Date().toISOString() }, status: { code: status, success: true } };
    case 'platform':
      return { data };
  }
}

export function errorEnvelope(surface: SurfaceName | undefined, err: AppError): unknown {
  const error = httpErrorBody(err);
  switch (surface) {
    case 'link':
      return { data: null, error, meta: { timestamp: new Date().toISOString() }, status: { code: httpStatusOf(err), success: false } };
    case 'platform':
      return { error };
    default:
      return { success: false, error };
  }
}

// Catalogue rules fail in two ways the contract distinguishes: a reference to something that does not exist
// (404 NOT_FOUND) and a request that breaks a rule about things that do exist (400 VALIDATION_ERROR). The error
// catalogue is transport-neutral, so the pure rules throw its errors directly; `kind` names which of the two.
import { AppError } from '../../../kernel/errors.js';

export type ViolationKind = 'not_found' | 'invalid';

export class RuleViolation extends AppError {
  constructor(
    readonly kind: ViolationKind,
    message: string,
  ) {
    super(kind === 'not_found' ? 'NOT_FOUND' : 'VALIDATION_ERROR', message);
    this.name = 'RuleViolation';
  }
}

export const invalid = (message: string) => new RuleViolation('invalid', message);
export const missing = (message: string) => new RuleViolation('not_found', message);

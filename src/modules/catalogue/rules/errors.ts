// Catalogue rules fail in two ways the contract distinguishes: a reference to something that does not exist
// (404 NOT_FOUND) and a request that breaks a rule about things that do exist (400 VALIDATION_ERROR). The pure
// modules throw RuleViolation with that kind; the handler layer maps it onto the error catalogue.
export type ViolationKind = 'not_found' | 'invalid';

export class RuleViolation extends Error {
  constructor(
    readonly kind: ViolationKind,
    message: string,
  ) {
    super(message);
    this.name = 'RuleViolation';
  }
}

export const invalid = (message: string) => new RuleViolation('invalid', message);
export const missing = (message: string) => new RuleViolation('not_found', message);

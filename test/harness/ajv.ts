// The tests' Ajv: the service's own (src/kernel/json-schema.ts), reporting every error rather than the first.
import { makeAjv as serviceAjv } from '../../src/kernel/json-schema.js';

export const makeAjv = () => serviceAjv({ allErrors: true });

// One Ajv 2020-12 instance configured like the server's: OpenAPI 3.1 schemas are JSON Schema 2020-12, with the
// OpenAPI-only annotation keywords tolerated.
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

export function makeAjv(): Ajv2020 {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  return ajv;
}

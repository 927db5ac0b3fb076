// autocannon ships no type declarations; scripts/bench-http.ts types the part it uses.
declare module 'autocannon';

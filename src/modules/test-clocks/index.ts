// The test-clocks area's front door: what the rest of src/ may use of it. Files outside the area import only this;
// scripts/check-layers.ts keeps it so, and docs/architecture.md maps the areas.
export {
  beginAdvance,
  claimAdvance,
  createTestClock,
  endAdvance,
  expiredTestClocks,
  findTestClock,
  listTestClocks,
  loadTestClock,
  recordStep,
  removeTestClock,
  strandedAdvances,
} from './clocks.js';
export { MAX_ADVANCE_STEPS, type TestClockDoc, type TestClockProgress } from './model.js';
export { presentDeletedTestClock, presentTestClock } from './present.js';

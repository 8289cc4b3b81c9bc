// Jest's order for a run with no timings of its own (a clean clone, as CI runs): the API suites
// before the unit specs, the suites that probe every route or run property tests first among them,
// then the larger files. Jest's default orders such a run by file size alone, so a short file that
// runs long (the route table's probes: hundreds of requests in 200 lines) started last and ran on
// alone while the other worker idled. With timings from an earlier run, Jest's own order holds.
const Sequencer = require('@jest/test-sequencer').default;

const LONG_FOR_THEIR_SIZE = /(tests\/security\/|\.property\.int-spec\.ts$)/;

function weight(test) {
  if (LONG_FOR_THEIR_SIZE.test(test.path)) return 2;
  return test.path.endsWith('.int-spec.ts') ? 1 : 0;
}

class ApiSuitesFirst extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    if (sorted.some((test) => test.duration != null)) return sorted;
    // Array.prototype.sort is stable: within a weight, Jest's order (larger files first) stays.
    return sorted.sort((a, b) => weight(b) - weight(a));
  }
}

module.exports = ApiSuitesFirst;

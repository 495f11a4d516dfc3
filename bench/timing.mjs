/**
 * Shared timing for the in-process benchmarks. Time is this process's CPU time (`process.cpuUsage`), not the
 * wall clock: on a machine shared with other jobs, a process waiting for a core would otherwise be charged
 * for the wait. Each contender gets its own copy of the timing loop (compiled
 * with `new Function`, so V8 keeps separate type feedback and one contender's calls never make another's call
 * site megamorphic). Contenders are timed in turn, round after round, and each figure is the median over the
 * rounds: on a shared machine, load changes hit every contender alike.
 */

/** A loop calling `lookup(verb, path)` over the requests `rounds` times; every path a fresh string. */
export function loopFor(lookup) {
  return new Function(
    'lookup',
    `let sink = 0;
     return function pass(verbs, urls, rounds) {
       const n = verbs.length;
       const start = process.cpuUsage();
       for (let r = 0; r < rounds; r++) {
         for (let i = 0; i < n; i++) {
           const url = urls[i];
           if (lookup(verbs[i], url.slice(0, url.length - 1)) !== undefined) sink++;
         }
       }
       const used = process.cpuUsage(start);
       return (used.user + used.system) * 1000 + (sink & 0);
     };`,
  )(lookup);
}

/** Nanoseconds per lookup of one sample of about `ms` milliseconds (calibrated on the first call). */
export function sampler(lookup, requests, ms) {
  const pass = loopFor(lookup);
  const verbs = requests.map(([v]) => v);
  // Sliced back to the path on every lookup: a fresh string, as an HTTP parser hands it over.
  const urls = requests.map(([, p]) => `${p}?`);
  let rounds = 0;
  return () => {
    if (rounds === 0) {
      rounds = 1;
      while (pass(verbs, urls, rounds) < 5e6) rounds *= 2;
      const per = pass(verbs, urls, rounds) / rounds;
      rounds = Math.max(1, Math.round((ms * 1e6) / per));
      pass(verbs, urls, rounds); // warm-up
    }
    return pass(verbs, urls, rounds) / (rounds * requests.length);
  };
}

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** `MET` / `NOT MET` line for a target, with the measured figure. */
export function verdict(met, label, figure) {
  return `${met ? 'MET    ' : 'NOT MET'}  ${label}: ${figure}`;
}

export const quick = process.argv.includes('--quick') || process.env.BENCH_QUICK === '1';

// The command line every generator bench reads: the seeds per phrasing as a bare first
// argument, then `--name value` options (--worst N, --only axis=value, --every K ...).

/**
 * The bench's arguments: `seeds`, `worst`, `only`, a `flag(name)` test and `option(name,
 * fallback)` for any other `--name value` (a string; wrap it in Number where it counts).
 * @example
 * const { seeds, worst, only, option } = gridArgs();
 * const every = Number(option('--every', 1));
 */
export function gridArgs(argv = process.argv.slice(2)) {
  const option = (name, fallback) => {
    const at = argv.indexOf(name);
    return at >= 0 ? argv[at + 1] : fallback;
  };
  return {
    option,
    flag: (name) => argv.includes(name),
    seeds: Number(argv[0] && /^\d+$/.test(argv[0]) ? argv[0] : 1),
    worst: Number(option('--worst', 0)),
    only: option('--only', ''),
  };
}

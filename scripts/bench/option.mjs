// A bench script's `--name value` flag, or `fallback` when it is absent or has no value.
export function option(name, fallback) {
  const i = process.argv.indexOf(name);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

// The sandbox's fault rules (sandbox/README.md, "Fault injection") that make every API answer
// after `ms`, as a real backend over a phone network does, instead of the sandbox's 8 ms. The
// pictures are files a CDN would serve: a 1 ms rule first takes them out (the first rule that
// matches a request wins).
const API_PREFIXES = ['/api/*', '/services/*', '/admin/*', '/tickets/*', '/payments/*'];
const FILES = ['/admin/uploads/*', '/services/fotos/*'];

export function apiDelayFaults(ms) {
  if (!Number.isInteger(ms) || ms < 1) throw new Error('--api-delay espera milissegundos (>= 1)');
  return [
    ...FILES.map((path) => ({ path, kind: 'latency', ms: 1 })),
    ...API_PREFIXES.map((path) => ({ path, kind: 'latency', ms })),
  ];
}

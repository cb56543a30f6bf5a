// `npm start`: the sandbox and the site together in one terminal; Ctrl-C stops both.
// The sandbox creates and seeds its database under .data/ on the first start.
import concurrently from 'concurrently';

const { result } = concurrently(
  [
    { name: 'sandbox', command: 'npm run sandbox', prefixColor: 'magenta' },
    { name: 'site', command: 'vite --open=false', prefixColor: 'cyan' },
  ],
  { killOthersOn: ['failure', 'success'], prefix: 'name', handleInput: false },
);

result.then(
  () => process.exit(0),
  () => process.exit(0),
);

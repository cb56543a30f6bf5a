#!/usr/bin/env node
/**
 * Prints the sandbox's route handlers longer than a limit (default 30 lines), longest first,
 * and how many routes there are: a figure issue 49 measures (handlers of about 30 lines that
 * parse, call a domain or a flow, and answer). A handler is the last argument of
 * `<app>.get|post|put|patch|delete(path, ...)` when it is a function.
 *
 * It also prints the routes that read input (a path parameter, the body, the query string)
 * without a schema for it: a handler reads what its text, or a function of the same file that
 * it calls by name, mentions.
 *
 *   node scripts/route-handlers.mjs [lines]
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..');
const limit = Number(process.argv[2] ?? 30);
const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);
const FASTIFY = new Set(['app', 'guarded', 'publicPages', 'fixed']);

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (name.endsWith('.ts')) out.push(path);
  }
  return out;
}

const handlers = [];
const unschemed = [];
let reading = 0;

/** The text of an identifier's declaration in the same file, else the node's own text. */
function declared(source, node) {
  return ts.isIdentifier(node)
    ? (declaration(source, node.text) ?? node.getText())
    : node.getText();
}

function declaration(source, name) {
  let found;
  const visit = (n) => {
    if (
      (ts.isVariableDeclaration(n) || ts.isFunctionDeclaration(n)) &&
      n.name?.getText() === name
    ) {
      found = n.getText();
    }
    ts.forEachChild(n, visit);
  };
  visit(source);
  return found;
}

/** The handler's text with the same-file functions it calls by name. */
function handlerText(source, handler) {
  let text = declared(source, handler);
  for (const [, name] of text.matchAll(/\b([a-z]\w*)\(request\b/g)) {
    text += declaration(source, name) ?? '';
  }
  return text;
}
for (const file of walk(join(ROOT, 'sandbox', 'src'))) {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const visit = (node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      METHODS.has(node.expression.name.text) &&
      node.arguments.length >= 2 &&
      // A Fastify instance: the plugins name it app (or guarded, publicPages in a scope).
      ts.isIdentifier(node.expression.expression) &&
      FASTIFY.has(node.expression.expression.text)
    ) {
      const handler = node.arguments[node.arguments.length - 1];
      const line = (pos) => source.getLineAndCharacterOfPosition(pos).line;
      const lines = ts.isFunctionLike(handler)
        ? line(handler.getEnd()) - line(handler.getStart()) + 1
        : 1;
      const where = `${relative(ROOT, file)}:${line(node.getStart()) + 1}`;
      handlers.push({ lines, where });
      const options = node.arguments.length > 2 ? declared(source, node.arguments[1]) : '';
      const text = handlerText(source, handler);
      const reads = [
        /:\w/.test(node.arguments[0].getText()) && 'params',
        /request\.body/.test(text) && 'body',
        /request\.query/.test(text) && 'querystring',
      ].filter(Boolean);
      // The options name the schema's part: `schema: { body: … }`, `schema: { body }`.
      const schema = /schema\s*:\s*(\{[^}]*\}|\w+)/.exec(options)?.[1] ?? '';
      const missing = reads.filter((part) => !new RegExp(`\\b${part}\\b`).test(schema));
      if (reads.length > 0) reading += 1;
      if (missing.length > 0) unschemed.push(`${where} (${missing.join(', ')})`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}
const long = handlers.filter((h) => h.lines > limit).sort((a, b) => b.lines - a.lines);
for (const h of long) console.log(`${String(h.lines).padStart(5)}  ${h.where}`);
console.log(`${handlers.length} routes; ${long.length} handlers over ${limit} lines`);
for (const where of unschemed) console.log(`  no schema: ${where}`);
console.log(
  `${reading} routes read input (a body, a path parameter, a query string); ${unschemed.length} without a schema for it`,
);
// Both are rules `npm run check:structure` holds: a schema on every route's input, and handlers
// that fit the limit.
if (unschemed.length > 0 || long.length > 0) process.exitCode = 1;

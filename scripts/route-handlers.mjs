#!/usr/bin/env node
/**
 * Prints the sandbox's route handlers longer than a limit (default 30 lines), longest first,
 * and how many routes there are: a figure issue 49 measures (handlers of about 30 lines that
 * parse, call a domain or a flow, and answer). A handler is the last argument of
 * `<app>.get|post|put|patch|delete(path, ...)` when it is a function.
 *
 *   node scripts/route-handlers.mjs [lines]
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..');
const limit = Number(process.argv[2] ?? 30);
const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);
const FASTIFY = new Set(['app', 'guarded', 'publicPages']);

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (name.endsWith('.ts')) out.push(path);
  }
  return out;
}

const handlers = [];
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
      handlers.push({ lines, where: `${relative(ROOT, file)}:${line(node.getStart()) + 1}` });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}
const long = handlers.filter((h) => h.lines > limit).sort((a, b) => b.lines - a.lines);
for (const h of long) console.log(`${String(h.lines).padStart(5)}  ${h.where}`);
console.log(`${handlers.length} routes; ${long.length} handlers over ${limit} lines`);

#!/usr/bin/env node
/**
 * Prints the functions longer than a limit (default 80 lines) in the site, the sandbox and the
 * production server, longest first: a figure the structure issues measure (issue 49: none over
 * 120 outside seed data and migrations). Tests, migrations and seed data are left out.
 *
 *   node scripts/long-functions.mjs [lines]
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, dirname } from 'node:path';
import ts from 'typescript';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..');
const limit = Number(process.argv[2] ?? 80);
const SKIPPED = [/\.test\.tsx?$/, /__tests__/, /sandbox\/src\/(db\/migrations\.ts|seed\/)/];

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (/\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

function nameOf(node) {
  if (node.name) return node.name.getText();
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) {
    return parent.name.getText();
  }
  return '(anonymous)';
}

const long = [];
for (const file of ['src', 'sandbox/src', 'server/src'].flatMap((dir) => walk(join(ROOT, dir)))) {
  const path = relative(ROOT, file);
  if (SKIPPED.some((pattern) => pattern.test(path))) continue;
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const visit = (node) => {
    if (
      ts.isFunctionDeclaration(node) ||
      ts.isArrowFunction(node) ||
      ts.isFunctionExpression(node) ||
      ts.isMethodDeclaration(node)
    ) {
      const first = source.getLineAndCharacterOfPosition(node.getStart()).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = last - first + 1;
      if (lines > limit) long.push({ lines, where: `${path}:${first + 1}`, name: nameOf(node) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}
long.sort((a, b) => b.lines - a.lines);
for (const { lines, where, name } of long)
  console.log(`${String(lines).padStart(4)}  ${name}  ${where}`);
console.log(`${long.length} functions over ${limit} lines`);

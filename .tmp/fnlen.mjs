import ts from 'typescript';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
const min = Number(process.argv[2] ?? 80);
const out = [];
const walk = (d) => { for (const n of readdirSync(d)) { if (n === 'node_modules') continue; const p = join(d, n); if (statSync(p).isDirectory()) walk(p); else if (/\.tsx?$/.test(n) && !/\.test\.tsx?$/.test(n)) check(p); } };
function check(file) {
  const sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const visit = (node) => {
    if (ts.isFunctionDeclaration(node) || ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isMethodDeclaration(node)) {
      const a = sf.getLineAndCharacterOfPosition(node.getStart()).line, b = sf.getLineAndCharacterOfPosition(node.getEnd()).line;
      const len = b - a + 1;
      if (len > min) {
        let name = node.name?.getText() ?? (ts.isVariableDeclaration(node.parent) ? node.parent.name.getText() : ts.isPropertyAssignment(node.parent) ? node.parent.name.getText() : '(anon)');
        out.push([len, `${file}:${a + 1} ${name}`]);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
}
for (const d of ['src', 'sandbox/src', 'server/src']) walk(d);
out.sort((x, y) => y[0] - x[0]);
for (const [l, n] of out) console.log(l, n);
console.error(out.length, 'functions over', min);
